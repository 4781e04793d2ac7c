// Prints how the API holds up under 50 clients mixing reads (event lists, an event, a cage list)
// with 15 % writes, on a fresh embedded database: requests/s, p50, p99, errors and the server's
// resident memory. Figures only, never pass/fail.
//   npm run bench:api [-- --seconds 30] [-- --before <an older checkout, to compare in one go>]
// The older checkout runs from its sources (with this checkout's node_modules linked in).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '30' }, before: { type: 'string' } },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = 50;
const EVENTS = 160;
const PIGEONS = 300;
const ADMIN = { email: 'admin@bench.example', password: 'bench-password' };
const DAY = 86_400_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The server of a checkout in its own process: compiled when it has been built, else from sources. */
async function startServer(checkout: string): Promise<Running> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-api-'));
  const port = await freePort();
  const compiled = join(checkout, 'dist/server/api/main.js');
  const args = existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(checkout, 'src/api/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const input = (title: string, days: number) => ({
  title,
  eventType: 'Lokalschau',
  registrationDeadline: new Date(Date.now() + days * DAY).toISOString(),
  eventStart: new Date(Date.now() + (days + 1) * DAY).toISOString(),
  location: { country: 'Deutschland', city: 'Kassel', street: 'Weg', houseNumber: '1', zipCode: '34117' },
});

/** 160 events, one of them with 300 caged pigeons: what a season of an association looks like. */
async function setUp(url: string) {
  const password = createHash('sha256').update(ADMIN.password).digest('hex');
  const { loginClient } = await call<{ loginClient: { token: string } }>(
    url,
    'query ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }',
    { e: ADMIN.email, p: password },
  );
  const token = loginClient.token;
  const create = `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`;
  for (let i = 0; i < EVENTS - 1; i++) await call(url, create, { input: input(`Schau ${i}`, i - 80) }, token);
  const { createEvent } = await call<{ createEvent: { id: string } }>(
    url,
    create,
    { input: input('Große Schau', 1) },
    token,
  );
  const pigeonIds: string[] = [];
  for (let i = 0; i < PIGEONS; i++) {
    const { createPigeon } = await call<{ createPigeon: { id: string } }>(
      url,
      'mutation ($input: PigeonInput!) { createPigeon(input: $input) { id } }',
      { input: { ringNumber: `DV-06976-20-${1000 + i}`, sex: i % 2 ? 'M' : 'F', color: 'blau' } },
      token,
    );
    pigeonIds.push(createPigeon.id);
  }
  const id = createEvent.id;
  await call(
    url,
    'mutation ($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }',
    { e: id, p: pigeonIds },
    token,
  );
  await call(
    url,
    'mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }',
    { id, input: input('Große Schau', -1) },
    token,
  );
  await call(url, 'mutation ($e: ID!) { assignCages(eventId: $e) { id } }', { e: id }, token);
  return { token, eventId: id, pigeonIds };
}

/** The mix: 17 reads to 3 writes, every client going round it. */
function requests(eventId: string, pigeonIds: string[], token: string): autocannon.Request[] {
  const body = (query: string, variables: Record<string, unknown> = {}) =>
    JSON.stringify({ query, variables });
  const read = (query: string, variables?: Record<string, unknown>): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: body(query, variables),
  });
  const list = read('{ events { id title eventStart status classes { code judges { id } } } }');
  const one = read(
    'query ($id: ID!) { event(id: $id) { id title status registrationCount cageCount classes { code registrationCount judges { id shownName } } } }',
    { id: eventId },
  );
  const cages = read('query ($id: ID!) { eventCages(eventId: $id) { id cageNumber ringNumber classCode } }', {
    id: eventId,
  });
  const write = (i: number): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body('mutation ($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }', {
      id: pigeonIds[i],
      input: { ringNumber: `DV-06976-20-${1000 + i}`, sex: i % 2 ? 'M' : 'F', color: i % 3 ? 'rot' : 'blau' },
    }),
  });
  return [
    list,
    one,
    cages,
    one,
    cages,
    list,
    write(1),
    one,
    cages,
    one,
    list,
    cages,
    write(2),
    one,
    cages,
    one,
    list,
    cages,
    write(3),
    one,
  ];
}

function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function measure(label: string, checkout: string) {
  const server = await startServer(checkout);
  try {
    const { token, eventId, pigeonIds } = await setUp(server.url);
    let peak = residentMb(server.child);
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(server.child));
    }, 500);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: requests(eventId, pigeonIds, token),
    });
    clearInterval(sampler);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${label.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${errors}   peak RSS ${peak.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `${CONNECTIONS} clients, ${SECONDS} s, 17 reads : 3 writes; ${EVENTS} events, one with ${PIGEONS} caged pigeons\n`,
);
if (options.before) {
  const modules = join(options.before, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(ROOT, 'node_modules'), modules);
  await measure('before', options.before);
}
await measure(options.before ? 'after' : 'now', ROOT);
