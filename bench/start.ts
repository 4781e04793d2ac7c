// Prints how long `npm start` takes until the server answers, and the resident memory of the
// server at idle: on a new database (migrations and demo data) and on a restart, on the embedded
// database and, with BENCH_DATABASE_URL, on PostgreSQL. Figures only, never pass/fail.
//   npm run bench:start [-- --before <an older checkout, to compare in one go>]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:start
// The web app is built first if needed (untimed warm-up), as `npm start` would.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase } from './support/benchDatabase.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({ options: { before: { type: 'string' } } });
const IDLE_MS = 5_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // ended
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kb / 1024;
}

interface Boot {
  seconds: number;
  idleRssMb: number;
}

/** Runs `npm start`'s script in a checkout until `{ health }` answers, waits, samples memory, stops. */
async function boot(checkout: string, env: Record<string, string>): Promise<Boot> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [join(checkout, 'scripts/start.mjs')], {
    cwd: checkout,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let seconds = Number.NaN;
  for (let i = 0; i < 3_000; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      });
      if (res.ok) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleRssMb = treeRssMb(child.pid ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { seconds, idleRssMb };
}

async function measure(label: string, checkout: string): Promise<void> {
  // Warm-up: builds what `npm start` would build, untimed.
  const warm = await mkdtemp(join(tmpdir(), 'taubenschau-bench-start-'));
  await boot(checkout, { DATA_DIR: warm });
  await rm(warm, { recursive: true, force: true });

  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-start-'));
  const rows: [string, Boot][] = [];
  try {
    rows.push(['embedded, new database', await boot(checkout, { DATA_DIR: dataDir, SEED_DEMO: '1' })]);
    rows.push(['embedded, restart', await boot(checkout, { DATA_DIR: dataDir })]);
    if (process.env.BENCH_DATABASE_URL) {
      const db = await benchDatabase();
      try {
        const env = { DATA_DIR: dataDir, ...db.env };
        rows.push(['PostgreSQL, new database', await boot(checkout, { ...env, SEED_DEMO: '1' })]);
        rows.push(['PostgreSQL, restart', await boot(checkout, env)]);
      } finally {
        await db.drop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const [what, { seconds, idleRssMb }] of rows)
    console.log(
      `${label.padEnd(7)} ${what.padEnd(26)} up in ${seconds.toFixed(1).padStart(5)} s   idle RSS ${idleRssMb.toFixed(0).padStart(5)} MB`,
    );
}

console.log(`npm start until { health } answers; resident memory after ${IDLE_MS / 1000} s idle\n`);
if (options.before) await measure('before', options.before);
await measure(options.before ? 'after' : 'now', ROOT);
