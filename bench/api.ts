// Prints how the API holds up under 50 clients on a fresh database, in three phases: reads alone
// (event lists, an event, a cage list: nothing changes, so they are answered from memory), then
// mixed with 15 % writes, a breeder saving a pigeon's new colour, then its new sex (which empties
// every view): requests/s, p50, p99, errors, the server processes' CPU per request and their
// resident memory. Figures only, never pass/fail.
//   npm run bench:api [-- --seconds 30] [-- --before <an older checkout, to compare in one go>]
//   BENCH_DATABASE_URL=postgres://… npm run bench:api [-- --processes 2]
//   npm run bench:api -- --cpu-prof <dir>   (each server process writes a .cpuprofile there on exit)
// The embedded database by default; with BENCH_DATABASE_URL a fresh database on that PostgreSQL,
// and with --processes N (PostgreSQL only) one process and then N, both behind Caddy as deployed
// (deploy/Caddyfile), and the ratio of their CPU per request.
// The older checkout runs from its sources (with this checkout's node_modules linked in).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDatabase } from './support/benchDatabase.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    before: { type: 'string' },
    processes: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const PROCESSES = Number(options.processes);
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
async function startServer(checkout: string, database: Record<string, string>): Promise<Running> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-api-'));
  const port = await freePort();
  const compiled = join(checkout, 'dist/server/api/main.js');
  const profile = options['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', options['cpu-prof']] : [];
  const args = [
    ...profile,
    ...(existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(checkout, 'src/api/main.ts')]),
  ];
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
      ...database,
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
  return running(url, child, dataDir);
}

/** A process of the bench: stopped with SIGTERM, its directory removed after. */
function running(url: string, child: ChildProcess, dir: string): Running {
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
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
  eventType: 'LOCAL',
  registrationDeadline: new Date(Date.now() + days * DAY).toISOString(),
  eventStart: new Date(Date.now() + (days + 1) * DAY).toISOString(),
  location: { country: 'DE', city: 'Kassel', street: 'Weg', houseNumber: '1', zipCode: '34117' },
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

/**
 * The mix: 17 reads to 3 writes, every client going round it. Each write a real change of a caged
 * pigeon: its colour flips every time it is saved (which changes no count, class or cage list the
 * reads show), or with `change: 'sex'` its sex (which may change its class: every view is emptied).
 */
function requests(
  eventId: string,
  pigeonIds: string[],
  token: string,
  change: 'color' | 'sex',
): autocannon.Request[] {
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
  const write = (i: number): autocannon.Request => {
    let saved = 0;
    return {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (request) => ({
        ...request,
        body: body(
          'mutation ($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }',
          {
            id: pigeonIds[i],
            input: {
              ringNumber: `DV-06976-20-${1000 + i}`,
              ...(change === 'color'
                ? { sex: i % 2 ? 'M' : 'F', color: saved++ % 2 ? 'rot' : 'blau' }
                : { sex: (saved++ + i + 1) % 2 ? 'M' : 'F', color: 'blau' }),
            },
          },
        ),
      }),
    };
  };
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

/** CPU time a process has used so far, in ms (user + system; /proc counts in ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Caddy in front of the processes, set up as the checkout's deploy/Caddyfile, on plain http. */
async function startProxy(checkout: string, upstreams: string[]): Promise<Running> {
  const dir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-proxy-'));
  const port = await freePort();
  const caddyfile = readFileSync(join(checkout, 'deploy/Caddyfile'), 'utf8')
    .replace('{\n', '{\n\tadmin off\n')
    .replace('tauben.example.org {', `http://127.0.0.1:${port} {`)
    .replace('127.0.0.1:3001 127.0.0.1:3002', upstreams.map((url) => url.replace('http://', '')).join(' '));
  writeFileSync(join(dir, 'Caddyfile'), caddyfile);
  const child = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${url}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running(url, child, dir);
}

interface Phase {
  cpuPerRequest: number;
  line: string;
}

/**
 * The phases, one after the other on the same data: reads alone (nothing changes, so what the
 * server keeps in memory answers), the mix whose writes change a colour (the reads' views stay
 * kept), and the mix whose writes change a sex (each write empties every view, so the reads are
 * computed again).
 */
const PHASES: [string, (eventId: string, pigeonIds: string[], token: string) => autocannon.Request[]][] = [
  [
    'unchanged reads',
    (...args) => requests(...args, 'color').filter((request) => !request.headers?.authorization),
  ],
  ['mix, colours', (...args) => requests(...args, 'color')],
  ['mix, sexes', (...args) => requests(...args, 'sex')],
];

/** One autocannon run: its figures and the CPU the server processes (and proxy) spent on it. */
async function run(
  servers: Running[],
  proxy: Running | null,
  url: string,
  mix: autocannon.Request[],
): Promise<Phase> {
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
  const proxyBefore = proxy ? cpuMs(proxy.child.pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: mix });
  const appCpu = servers.reduce((sum, server, i) => sum + cpuMs(server.child.pid) - cpuBefore[i], 0);
  const proxyCpu = proxy ? cpuMs(proxy.child.pid) - proxyBefore : 0;
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuPerRequest = appCpu / result.requests.total;
  return {
    cpuPerRequest,
    line: `${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${errors}   CPU/request ${cpuPerRequest.toFixed(2)} ms${proxy ? ` (+ proxy ${(proxyCpu / result.requests.total).toFixed(2)})` : ''}`,
  };
}

async function measure(label: string, checkout: string, processes: number): Promise<Record<string, Phase>> {
  const database = await benchDatabase();
  if (processes > 1 && database.label !== 'PostgreSQL')
    throw new Error(
      '--processes needs BENCH_DATABASE_URL: processes share PostgreSQL, not the embedded database',
    );
  // One after another: the first migrates and creates the admin, the others find them.
  const servers: Running[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startServer(checkout, database.env));
  const proxy =
    PROCESSES > 1
      ? await startProxy(
          checkout,
          servers.map((server) => server.url),
        )
      : null;
  const url = proxy?.url ?? servers[0].url;
  try {
    const { token, eventId, pigeonIds } = await setUp(url);
    const peaks = servers.map((server) => residentMb(server.child));
    const sampler = setInterval(() => {
      servers.forEach((server, i) => {
        peaks[i] = Math.max(peaks[i], residentMb(server.child));
      });
    }, 500);
    const where = `${database.label}${proxy ? ` ×${processes} behind Caddy` : ''}`;
    const figures: Record<string, Phase> = {};
    for (const [phase, mix] of PHASES) {
      figures[phase] = await run(servers, proxy, url, mix(eventId, pigeonIds, token));
      console.log(`${label.padEnd(8)} ${where.padEnd(30)} ${phase.padEnd(15)} ${figures[phase].line}`);
    }
    clearInterval(sampler);
    console.log(
      `${label.padEnd(8)} ${where.padEnd(30)} ${'peak RSS'.padEnd(15)} ${peaks.map((peak) => peak.toFixed(0)).join(' + ')} MB`,
    );
    return figures;
  } finally {
    await proxy?.stop();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

console.log(
  `${CONNECTIONS} clients, ${SECONDS} s per phase, the mix 17 reads : 3 writes; ${EVENTS} events, one with ${PIGEONS} caged pigeons\n`,
);
// With --processes N: one process first, then N, in the same run, and the ratio of their CPU.
const counts = PROCESSES > 1 ? [1, PROCESSES] : [1];
const checkouts: [string, string][] = [];
if (options.before) {
  const modules = join(options.before, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(ROOT, 'node_modules'), modules);
  checkouts.push(['before', options.before]);
}
checkouts.push([options.before ? 'after' : 'now', ROOT]);
const figures = new Map<string, Record<string, Phase>>();
for (const [label, checkout] of checkouts)
  for (const processes of counts)
    figures.set(`${label} ${processes}`, await measure(label, checkout, processes));
const ratio = (a: Record<string, Phase> | undefined, b: Record<string, Phase> | undefined) =>
  PHASES.map(
    ([phase]) =>
      `${phase} ${((b?.[phase].cpuPerRequest ?? 0) / (a?.[phase].cpuPerRequest ?? 1)).toFixed(2)}×`,
  ).join(', ');
console.log('');
for (const [label] of checkouts)
  if (PROCESSES > 1)
    console.log(
      `${label}: CPU per request, ${PROCESSES} processes / 1: ${ratio(figures.get(`${label} 1`), figures.get(`${label} ${PROCESSES}`))}`,
    );
if (options.before)
  for (const processes of counts)
    console.log(
      `${processes} process(es): CPU per request, after / before: ${ratio(figures.get(`before ${processes}`), figures.get(`after ${processes}`))}`,
    );
