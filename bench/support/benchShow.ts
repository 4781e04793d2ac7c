// Set-up shared by the benches: a server on a fresh embedded database and a started show with
// thousands of caged pigeons, written through the db layer where the API would take minutes.
// First, as in the server's entry: the libraries in their production mode.
import '../../src/api/productionMode.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signSession } from '../../src/api/auth/tokens.ts';
import { type BootedApp, boot } from '../../src/api/boot.ts';
import { loadConfig } from '../../src/api/config.ts';
import { numberCages } from '../../src/api/db/cages.ts';
import { replaceJudgesOfClass } from '../../src/api/db/judgeAssignments.ts';
import { insertOps, type JudgeCageView, selectJudgeCageViews } from '../../src/api/db/judging.ts';
import {
  clients,
  type EventRow,
  type NewJudgingOpRow,
  pigeons,
  registrations,
} from '../../src/api/db/schema.ts';
import { createLogger } from '../../src/api/logger.ts';
import { createEvent } from '../../src/api/schema/events/eventsService.ts';
import { CLASS_CODES, type ClassCode } from '../../src/shared/classification.ts';
import { type Scores, totalOf } from '../../src/shared/judging.ts';
import { DEFAULT_RATING_SCHEME, RATING_CATEGORIES } from '../../src/shared/ratingScheme.ts';
import { type BenchDatabase, benchDatabase } from './benchDatabase.ts';

const BATCH = 1_000;
const DAY = 86_400_000;

export interface BenchServer {
  app: BootedApp;
  url: string;
  /** One GraphQL call that must succeed. */
  post<T>(query: string, variables: Record<string, unknown>, bearer?: string): Promise<T>;
  /** A session token for an account, without a login (no password hashing in the set-up). */
  tokenOf(clientId: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * A server in this process on a fresh database. Given a data directory and a database, it uses
 * those and `close` leaves them (the hall bench hands them on to a server process of its own).
 * With `seedDemo` it seeds the demo data first, as `npm start` does on a new machine (the demo is
 * never seeded into a database that already holds an event).
 */
export async function startBenchServer(
  given: { dataDir?: string; database?: BenchDatabase; seedDemo?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = given.dataDir ?? (await mkdtemp(join(tmpdir(), 'taubenschau-bench-')));
  const database = given.database ?? (await benchDatabase());
  console.log(`database: ${database.label}`);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: given.seedDemo ? '1' : '0',
    ...database.env,
  });
  const app = await boot(config, { log: createLogger({ level: 'warn' }) });
  const url = app.server.url;
  return {
    app,
    url,
    async post<T>(query: string, variables: Record<string, unknown>, bearer?: string): Promise<T> {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    tokenOf: (clientId) => signSession(config.jwtSecret, { clientId, sessionVersion: 0 }),
    async close() {
      await app.close();
      if (!given.database) await database.drop();
      if (!given.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchShow {
  event: EventRow;
  cages: JudgeCageView[];
  breederIds: number[];
  judgeIds: number[];
  adminToken: string;
}

export interface BenchShowOptions {
  pigeons: number;
  breeders: number;
  judges: number;
  /** Every judge on every class (many judges rating one class at once), or one judge per class. */
  everyJudgeOnEveryClass: boolean;
}

/** A started show: pigeons spread over every class and breeder, caged, every class judged. */
export async function createStartedShow(server: BenchServer, options: BenchShowOptions): Promise<BenchShow> {
  const db = server.app.database.db;
  const now = new Date();
  const people = await db
    .insert(clients)
    .values([
      { email: 'admin@bench', firstName: 'A', lastName: 'Admin', role: 'ADMIN' as const, verifiedAt: now },
      ...Array.from({ length: options.breeders }, (_, i) => ({
        email: `breeder${i}@bench`,
        firstName: `Vorname${i % 37}`,
        lastName: `Züchter${i}`,
        phoneNumber: `+49 170 ${String(1_000_000 + i)}`,
        verifiedAt: now,
      })),
      ...Array.from({ length: options.judges }, (_, i) => ({
        email: `judge${i}@bench`,
        firstName: 'Richter',
        lastName: `Nr${i}`,
        role: 'JUDGE' as const,
        verifiedAt: now,
      })),
    ])
    .returning({ id: clients.id, role: clients.role });
  const admin = people[0];
  const breederIds = people.filter((p) => p.role === 'BREEDER').map((p) => p.id);
  const judgeIds = people.filter((p) => p.role === 'JUDGE').map((p) => p.id);
  const event = await createEvent(db, {
    title: 'Bench-Schau',
    eventType: 'NATIONAL',
    registrationDeadline: new Date(now.getTime() - 2 * DAY),
    eventStart: new Date(now.getTime() - DAY),
    status: 'OPEN',
    location: {
      country: 'DE',
      city: 'Dortmund',
      street: 'Strobelallee',
      houseNumber: '45',
      zipCode: '44139',
    },
  });
  const season = now.getUTCFullYear();
  // Pigeons spread over every class, each class with cocks or hens as its code says.
  const classOf = (i: number): ClassCode => CLASS_CODES[i % CLASS_CODES.length];
  for (let start = 0; start < options.pigeons; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, options.pigeons - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(pigeons)
      .values(
        indexes.map((i) => ({
          clientId: breederIds[i % options.breeders],
          association: `DV-0${6000 + (i % 7)}`,
          ringYear: season - 1 - (i % 5),
          serial: i + 1,
          sex:
            classOf(i).endsWith('_F') || (classOf(i) === 'REST' && i % 2 === 0)
              ? ('F' as const)
              : ('M' as const),
          color: ['blau', 'rot', 'dunkel', 'fahl', 'gescheckt'][i % 5],
        })),
      )
      .returning({ id: pigeons.id });
    await db.insert(registrations).values(
      inserted.map((pigeon, k) => ({
        eventId: event.id,
        pigeonId: pigeon.id,
        classCode: classOf(indexes[k]),
        season,
        prizeKm: 1000 + (indexes[k] % 40) * 100,
        prizes: indexes[k] % 30,
        lastYearKm: (indexes[k] % 20) * 150,
        registeredAt: new Date(now.getTime() - 3 * DAY),
      })),
    );
  }
  for (const [i, classCode] of CLASS_CODES.entries())
    await replaceJudgesOfClass(
      db,
      event.id,
      classCode,
      options.everyJudgeOnEveryClass ? judgeIds : [judgeIds[i % judgeIds.length]],
    );
  await numberCages(db, event.id);
  const adminToken = await server.tokenOf(admin.id);
  await server.post(
    'mutation ($id: ID!) { startEvent(id: $id) { status } }',
    { id: String(event.id) },
    adminToken,
  );
  const cages = await selectJudgeCageViews(db, { eventId: event.id });
  return { event, cages, breederIds, judgeIds, adminToken };
}

/**
 * Every cage of a started show judged, one judge per class (class i by judge i mod the number of
 * judges), every `skipEvery`-th cage skipped, then the show ended by its admin. Returns how many
 * cages were skipped.
 */
export async function judgeAndEndShow(
  server: BenchServer,
  show: BenchShow,
  skipEvery: number,
): Promise<number> {
  const { event, cages, judgeIds, adminToken } = show;
  const judgeOf = (classCode: string) => judgeIds[CLASS_CODES.indexOf(classCode as never) % judgeIds.length];
  const random = seeded(42);
  const ops: NewJudgingOpRow[] = cages.map((cage, i) => {
    const clientTime = new Date(event.eventStart.getTime() + i * 20_000);
    const base = {
      opId: randomUUID(),
      eventId: event.id,
      cageId: cage.id,
      judgeId: judgeOf(cage.classCode),
      clientTime,
      orderTime: clientTime,
      receivedAt: clientTime,
      effective: true,
    };
    if (i % skipEvery === skipEvery - 1)
      return { ...base, kind: 'SKIP', skipReason: i % 2 ? 'SICK' : 'ABSENT', note: 'nicht in der Halle' };
    const scores = randomScores(random);
    return {
      ...base,
      kind: 'RATE',
      ...scores,
      total: totalOf(scores),
      note: i % 10 === 0 ? 'Gute Feder' : null,
    };
  });
  for (let start = 0; start < ops.length; start += BATCH)
    await insertOps(server.app.database.db, ops.slice(start, start + BATCH));
  await server.post(
    'mutation ($id: ID!) { endEvent(id: $id) { status } }',
    { id: String(event.id) },
    adminToken,
  );
  return ops.filter((op) => op.kind === 'SKIP').length;
}

export interface EndedShowOptions extends Omit<BenchShowOptions, 'everyJudgeOnEveryClass'> {
  /** Every this many cages one is skipped, the rest rated. */
  skipEvery: number;
}

/** The judged show of bench:results, and of bench:lighthouse and bench:blocking with `--big`. */
export const BIG_SHOW: EndedShowOptions = { pigeons: 5_000, breeders: 300, judges: 4, skipEvery: 97 };

/**
 * An ended show, its results public: a started show (one judge per class) with every cage
 * judged as `judgeAndEndShow` does. Returns it and how many cages were skipped.
 */
export async function createEndedShow(
  server: BenchServer,
  options: EndedShowOptions,
): Promise<{ show: BenchShow; skipped: number }> {
  const show = await createStartedShow(server, { ...options, everyJudgeOnEveryClass: false });
  const skipped = await judgeAndEndShow(server, show, options.skipEvery);
  return { show, skipped };
}

/** Scores on the default scheme's grid, drawn from `random`. */
export function randomScores(random: () => number): Scores {
  return Object.fromEntries(
    RATING_CATEGORIES.map((c) => {
      const { min, max, step } = DEFAULT_RATING_SCHEME[c];
      return [c, min + step * Math.floor(random() * ((max - min) / step + 1))];
    }),
  ) as Scores;
}

/** Median, 95th and 99th percentile of the timings, in ms. */
export function figures(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return `median ${at(50).toFixed(0).padStart(4)} ms   p95 ${at(95).toFixed(0).padStart(4)} ms   p99 ${at(99).toFixed(0).padStart(4)} ms   (${sorted.length})`;
}

/** mulberry32: deterministic, so every run makes the same choices. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
