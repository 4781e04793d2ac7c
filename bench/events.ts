// Prints how long numbering the cages of a 5,000-pigeon event takes, and loading its cage
// assignment, through the GraphQL API on a fresh embedded database. Figures only, never pass/fail.
//   npm run bench:events [-- <pigeons> <repetitions>]
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertVerifiedAccount } from '../src/api/auth/bootstrapAccounts.ts';
import { boot } from '../src/api/boot.ts';
import { loadConfig } from '../src/api/config.ts';
import { findClientByEmail } from '../src/api/db/clients.ts';
import { pigeons } from '../src/api/db/schema.ts';
import { createLogger } from '../src/api/logger.ts';
import { benchDatabase } from './support/benchDatabase.ts';

const PIGEONS = Number(process.argv[2] ?? 5_000);
const REPETITIONS = Number(process.argv[3] ?? 3);
const BATCH = 1_000;
const HOUR = 3_600_000;
const LOGIN = 'query ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }';
const ASSIGN = 'mutation ($id: ID!) { assignCages(eventId: $id, force: true) { cageCount } }';
const CAGES = 'query ($id: ID!) { eventCages(eventId: $id) { id cageNumber ringNumber classCode } }';

const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-'));
const database = await benchDatabase();
console.log(`database: ${database.label}`);
const app = await boot(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', ...database.env }),
  {
    log: createLogger({ level: 'warn' }),
  },
);
try {
  const db = app.database.db;
  const now = new Date();
  for (const [email, role] of [
    ['admin@bench', 'ADMIN'],
    ['breeder@bench', 'BREEDER'],
  ] as const)
    await upsertVerifiedAccount(db, { email, password: 'pw', role, firstName: 'B', lastName: 'B' }, now);
  const breeder = await findClientByEmail(db, 'breeder@bench');
  if (!breeder) throw new Error('breeder missing');
  // Mixed ring years and sexes, so the pigeons spread over several classes.
  const inserted = await db
    .insert(pigeons)
    .values(
      Array.from({ length: PIGEONS }, (_, i) => ({
        clientId: breeder.id,
        association: `DV-0${6000 + (i % 7)}`,
        ringYear: now.getUTCFullYear() - (i % 4),
        serial: i + 1,
        sex: i % 2 ? ('M' as const) : ('F' as const),
        color: 'blau',
      })),
    )
    .returning({ id: pigeons.id });
  const admin = await token('admin@bench');
  const breederToken = await token('breeder@bench');
  const input = (deadlineInHours: number) => ({
    title: 'Bench-Schau',
    eventType: 'NATIONAL',
    registrationDeadline: new Date(now.getTime() + deadlineInHours * HOUR).toISOString(),
    eventStart: new Date(now.getTime() + 48 * HOUR).toISOString(),
    location: {
      country: 'DE',
      city: 'Dortmund',
      street: 'Strobelallee',
      houseNumber: '45',
      zipCode: '44139',
    },
  });
  const created = await post<{ createEvent: { id: string } }>(
    'mutation ($input: EventInput!) { createEvent(input: $input) { id } }',
    { input: input(1) },
    admin,
  );
  const id = created.createEvent.id;

  console.log(
    `${PIGEONS.toLocaleString('en')} pigeons registered to one event, ${REPETITIONS} repetitions\n`,
  );
  await measure(`registerPigeons (${Math.ceil(PIGEONS / BATCH)} calls of ${BATCH})`, async () => {
    for (let start = 0; start < inserted.length; start += BATCH) {
      const pigeonIds = inserted.slice(start, start + BATCH).map((p) => String(p.id));
      await post(
        'mutation ($id: ID!, $p: [ID!]!) { registerPigeons(eventId: $id, pigeonIds: $p) { id } }',
        { id, p: pigeonIds },
        breederToken,
      );
    }
    return `${PIGEONS} registrations`;
  });
  await post(
    'mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }',
    { id, input: input(-1) },
    admin,
  );
  for (let i = 1; i <= REPETITIONS; i++)
    await measure(`assignCages #${i}`, async () => {
      const result = await post<{ assignCages: { cageCount: number } }>(ASSIGN, { id }, admin);
      return `${result.assignCages.cageCount} cages`;
    });
  for (let i = 1; i <= REPETITIONS; i++)
    await measure(`eventCages #${i} (guest)`, async () => {
      const started = performance.now();
      const response = await fetch(`${app.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ query: CAGES, variables: { id } }),
      });
      const body = await response.text();
      const cages = (JSON.parse(body) as { data: { eventCages: unknown[] } }).data.eventCages.length;
      return `${cages} cages, ${(body.length / 1e6).toFixed(2)} MB JSON, ${(performance.now() - started).toFixed(0)} ms incl. parse`;
    });
} finally {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

async function measure(label: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  const result = await run();
  console.log(
    `${label.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(3).padStart(7)} s   ${result}`,
  );
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
