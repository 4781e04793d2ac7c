// Prints what a crowd of live pages costs everyone else: S sockets with K subscriptions each to one
// event's changes (as visitors' event pages hold them), five changes to that event, and meanwhile
// an unrelated read (an account's own data) asked over and over: the read's p50 and p99 while the
// changes fan out, how long each change took to reach every subscriber, and when the last one had
// the last change. Figures only, never pass/fail.
//   npm run bench:subscriptions [-- --sockets 20 --per-socket 20] [-- --before <an older checkout>]
// Each checkout's server runs from its sources on a fresh embedded database with the demo data.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort } from './support/serverProcess.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '20' },
    'per-socket': { type: 'string', default: '20' },
    changes: { type: 'string', default: '5' },
    before: { type: 'string' },
  },
});
const SOCKETS = Number(options.sockets);
const PER_SOCKET = Number(options['per-socket']);
const CHANGES = Number(options.changes);
const ADMIN = { email: 'admin@example.org', password: 'taubenschau' };
/** What a visitor's event page follows (the web's EventChanged, its fields written out). */
const FOLLOW = `subscription($id: ID!) { eventChanged(id: $id) {
  id title status eventStart registrationDeadline cageCount registrationCount
  location { city country }
  classes { code registrationCount cageCount judges { id shownName } }
} }`;

interface Running {
  url: string;
  stop(): Promise<void>;
}

async function startServer(checkout: string): Promise<Running> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-subs-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(checkout, 'src/api/main.ts')],
    {
      cwd: checkout,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'error',
        // The bench is one client address with many sockets.
        WS_MAX_SOCKETS_PER_ADDRESS: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function measure(checkout: string, label: string) {
  const server = await startServer(checkout);
  const sockets: Client[] = [];
  try {
    const password = createHash('sha256').update(ADMIN.password).digest('hex');
    const { loginClient } = await call<{ loginClient: { token: string } }>(
      server.url,
      'query($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }',
      { e: ADMIN.email, p: password },
    );
    const token = loginClient.token;
    const { events } = await call<{ events: { id: string; cageCount: number }[] }>(
      server.url,
      '{ events(limit: 100) { id cageCount } }',
      {},
    );
    const eventId = events.find((e) => e.cageCount > 0)?.id ?? events[0].id;
    const { event } = await call<{ event: { classes: { code: string; judges: { id: string }[] }[] } }>(
      server.url,
      'query($id: ID!) { event(id: $id) { classes { code judges { id } } } }',
      { id: eventId },
    );
    const assignments = event.classes
      .filter((c) => c.judges.length > 0)
      .map((c) => ({ classCode: c.code, judgeIds: c.judges.map((j) => j.id) }));
    // The same judges again: a change that alters nothing, announced like any other.
    const change = () =>
      call(
        server.url,
        'mutation($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }',
        { e: eventId, a: assignments },
        token,
      );

    const received: number[][] = [];
    for (let s = 0; s < SOCKETS; s++) {
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
      });
      sockets.push(client);
      for (let k = 0; k < PER_SOCKET; k++) {
        const times: number[] = [];
        received.push(times);
        client.subscribe(
          { query: FOLLOW, variables: { id: eventId } },
          { next: () => times.push(performance.now()), error: () => {}, complete: () => {} },
        );
      }
    }
    const subscribers = received.length;
    const allHave = async (count: number, limitMs: number) => {
      const start = performance.now();
      while (received.some((times) => times.length < count)) {
        if (performance.now() - start > limitMs) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    };
    // Warm up until every subscription is in place: a change reaches all of them.
    for (let tries = 0; ; tries++) {
      await change();
      if (await allHave(1, 5_000)) break;
      if (tries > 10) throw new Error('subscriptions did not all start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const base = received.map((times) => times.length);

    // The unrelated read, two at a time, until the fan-out is over.
    const reads: number[] = [];
    let reading = true;
    const reader = async () => {
      while (reading) {
        const start = performance.now();
        await call(server.url, '{ getClientByJWT { id } }', {}, token);
        reads.push(performance.now() - start);
      }
    };
    const readers = [reader(), reader()];
    const changedAt: number[] = [];
    for (let c = 0; c < CHANGES; c++) {
      await change();
      changedAt.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reachedAll = await (async () => {
      const start = performance.now();
      while (received.some((times, i) => times.length < base[i] + CHANGES)) {
        if (performance.now() - start > 60_000) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    })();
    reading = false;
    await Promise.all(readers);
    const lastArrival = Math.max(...received.map((times) => times[times.length - 1]));
    // Per change: from its answer to the last subscriber that had it.
    const perChange = changedAt.map((at, c) =>
      Math.max(...received.map((times, i) => (times[base[i] + c] ?? Number.NaN) - at)),
    );
    return {
      label,
      subscribers,
      reachedAll,
      readP50: percentile(reads, 50),
      readP99: percentile(reads, 99),
      reads: reads.length,
      perChangeMs: perChange.map((ms) => Math.round(ms)),
      lastChangeToLastArrivalMs: Math.round(lastArrival - changedAt[changedAt.length - 1]),
    };
  } finally {
    for (const client of sockets) await client.dispose();
    await server.stop();
  }
}

const runs = [];
if (options.before) {
  const modules = join(options.before, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(ROOT, 'node_modules'), modules);
  runs.push(await measure(options.before, 'before'));
}
runs.push(await measure(ROOT, options.before ? 'after' : 'this checkout'));
console.log(
  `\n${SOCKETS} sockets × ${PER_SOCKET} subscriptions to one event's changes, ${CHANGES} changes, an unrelated read meanwhile\n`,
);
console.log(
  'checkout        subscribers  read p50 ms  read p99 ms  reads  each change reached all (ms)      last change, last subscriber (ms)',
);
for (const r of runs)
  console.log(
    `${r.label.padEnd(15)} ${String(r.subscribers).padStart(11)}  ${r.readP50.toFixed(1).padStart(11)}  ${r.readP99.toFixed(1).padStart(11)}  ${String(r.reads).padStart(5)}  ${r.perChangeMs.join(' / ').padEnd(32)}  ${r.reachedAll ? r.lastChangeToLastArrivalMs : 'not all within 60 s'}`,
  );
