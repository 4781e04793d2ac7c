// Prints how long a guest waits for the complete results of a judged 5,000-pigeon show (every
// field of eventResults over GraphQL) on a fresh embedded database. Figures only, never pass/fail.
//   npm run bench:results [-- <pigeons> <breeders> <repetitions>]
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertVerifiedAccount } from '../src/api/auth/bootstrapAccounts.ts';
import { boot } from '../src/api/boot.ts';
import { loadConfig } from '../src/api/config.ts';
import { numberCages } from '../src/api/db/cages.ts';
import { replaceJudgesOfClass } from '../src/api/db/judgeAssignments.ts';
import { insertOps, selectJudgeCageViews } from '../src/api/db/judging.ts';
import { clients, type NewJudgingOpRow, pigeons, registrations } from '../src/api/db/schema.ts';
import { createLogger } from '../src/api/logger.ts';
import { createEvent } from '../src/api/schema/events/eventsService.ts';
import { CLASS_CODES, type ClassCode } from '../src/shared/classification.ts';
import { type Scores, totalOf } from '../src/shared/judging.ts';
import { DEFAULT_RATING_SCHEME, RATING_CATEGORIES } from '../src/shared/ratingScheme.ts';

const PIGEONS = Number(process.argv[2] ?? 5_000);
const BREEDERS = Number(process.argv[3] ?? 300);
const REPETITIONS = Number(process.argv[4] ?? 20);
const BATCH = 1_000;
const DAY = 86_400_000;
/** Every this many cages one is skipped. */
const SKIP_EVERY = 97;
const LOGIN = 'query ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }';
const ENTRY = `cageId cageNumber ringNumber sex color classCode breeder { id shownName }
  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note
  judge { id shownName } flightSummary { prizeKm prizes lastYearKm }`;
const RESULTS = `query ($id: ID!) { eventResults(eventId: $id) {
  event { id title status season cageCount registrationCount }
  classes { code ratedCount prizeCount entries { ${ENTRY} } }
  breeders { breeder { id shownName } topTotals sum entries { ${ENTRY} } }
  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }
  champion { id shownName } champions { id shownName }
  bestCocks { ${ENTRY} } bestHens { ${ENTRY} } } }`;

const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-'));
const app = await boot(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' }), {
  log: createLogger({ level: 'warn' }),
});
try {
  const db = app.database.db;
  const now = new Date();
  const setupStarted = performance.now();
  await upsertVerifiedAccount(
    db,
    { email: 'admin@bench', password: 'pw', role: 'ADMIN', firstName: 'A', lastName: 'Admin' },
    now,
  );
  // Breeders and judges never log in here: plain rows, no password hashing.
  const people = await db
    .insert(clients)
    .values([
      ...Array.from({ length: BREEDERS }, (_, i) => ({
        email: `breeder${i}@bench`,
        firstName: `Vorname${i % 37}`,
        lastName: `Züchter${i}`,
        phoneNumber: `+49 170 ${String(1_000_000 + i)}`,
      })),
      ...Array.from({ length: 4 }, (_, i) => ({
        email: `judge${i}@bench`,
        firstName: 'Richter',
        lastName: `Nr${i}`,
        role: 'JUDGE' as const,
      })),
    ])
    .returning({ id: clients.id, role: clients.role });
  const breederIds = people.filter((p) => p.role === 'BREEDER').map((p) => p.id);
  const judgeIds = people.filter((p) => p.role === 'JUDGE').map((p) => p.id);

  const event = await createEvent(db, {
    title: 'Bench-Ergebnisschau',
    eventType: 'Bundesschau',
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
  for (let start = 0; start < PIGEONS; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, PIGEONS - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(pigeons)
      .values(
        indexes.map((i) => ({
          clientId: breederIds[i % BREEDERS],
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
    await replaceJudgesOfClass(db, event.id, classCode, [judgeIds[i % judgeIds.length]]);
  const cageCount = await numberCages(db, event.id);
  const admin = await token('admin@bench');
  await post('mutation ($id: ID!) { startEvent(id: $id) { status } }', { id: String(event.id) }, admin);

  const cages = await selectJudgeCageViews(db, { eventId: event.id });
  const judgeOf = new Map(CLASS_CODES.map((code, i) => [code, judgeIds[i % judgeIds.length]]));
  const random = seeded(42);
  const ops: NewJudgingOpRow[] = cages.map((cage, i) => {
    const clientTime = new Date(event.eventStart.getTime() + i * 20_000);
    const base = {
      opId: randomUUID(),
      eventId: event.id,
      cageId: cage.id,
      judgeId: judgeOf.get(cage.classCode)!,
      clientTime,
      receivedAt: clientTime,
      effective: true,
    };
    if (i % SKIP_EVERY === SKIP_EVERY - 1)
      return { ...base, kind: 'SKIP', skipReason: i % 2 ? 'SICK' : 'ABSENT', note: 'nicht in der Halle' };
    const scores = Object.fromEntries(
      RATING_CATEGORIES.map((c) => {
        const { min, max, step } = DEFAULT_RATING_SCHEME[c];
        return [c, min + step * Math.floor(random() * ((max - min) / step + 1))];
      }),
    ) as Scores;
    return {
      ...base,
      kind: 'RATE',
      ...scores,
      total: totalOf(scores),
      note: i % 10 === 0 ? 'Gute Feder' : null,
    };
  });
  for (let start = 0; start < ops.length; start += BATCH)
    await insertOps(db, ops.slice(start, start + BATCH));
  await post('mutation ($id: ID!) { endEvent(id: $id) { status } }', { id: String(event.id) }, admin);
  const skipped = ops.filter((op) => op.kind === 'SKIP').length;
  console.log(
    `${cageCount.toLocaleString('en')} cages of ${BREEDERS} breeders in ${CLASS_CODES.length} classes, ` +
      `${skipped} skipped, rest rated; set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s\n`,
  );

  for (const [label, encoding] of [
    ['eventResults, guest, br/gzip accepted', 'gzip, deflate, br'],
    ['eventResults, guest, uncompressed', 'identity'],
  ] as const) {
    const times: number[] = [];
    let wire = 0;
    let json = 0;
    for (let i = 0; i < REPETITIONS; i++) {
      const started = performance.now();
      const response = await fetch(`${app.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ query: RESULTS, variables: { id: String(event.id) } }),
      });
      const body = await response.text();
      times.push(performance.now() - started);
      const parsed = JSON.parse(body) as {
        data?: { eventResults: { classes: unknown[] } };
        errors?: unknown;
      };
      if (!parsed.data) throw new Error(JSON.stringify(parsed.errors));
      wire = Number(response.headers.get('content-length') ?? body.length);
      json = Buffer.byteLength(body);
    }
    console.log(
      `${label.padEnd(40)} ${figures(times)}   ${(json / 1e6).toFixed(2)} MB JSON, ${(wire / 1e6).toFixed(2)} MB on the wire`,
    );
  }
  // The database's part of it: the one query the results are computed from.
  const reads: number[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const started = performance.now();
    await selectJudgeCageViews(db, { eventId: event.id });
    reads.push(performance.now() - started);
  }
  console.log(`${'  of which reading the cages'.padEnd(40)} ${figures(reads)}`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** Median and 95th percentile of the timings, in ms. */
function figures(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return `median ${at(50).toFixed(0).padStart(4)} ms   p95 ${at(95).toFixed(0).padStart(4)} ms   (${sorted.length} calls)`;
}

/** mulberry32: deterministic, so every run rates the same cages the same way. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function token(email: string): Promise<string> {
  const login = await post<{ loginClient: { token: string } }>(LOGIN, {
    e: email,
    p: createHash('sha256').update('pw').digest('hex'),
  });
  return login.loginClient.token;
}

async function post<T>(query: string, variables: Record<string, unknown>, bearer?: string): Promise<T> {
  const response = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
