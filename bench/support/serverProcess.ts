import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Clock ticks per second of /proc/<pid>/stat's times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The server as a process of its own (`node --import tsx src/api/main.ts`, the sources of this
 * checkout, no build needed), in a process group of its own, so that `kill9` ends it as a crash
 * would: no drain, no database closed.
 */
export interface ServerProcess {
  readonly pid: number;
  /** CPU seconds (user + system) the process has used so far; its last figure once it ended. */
  cpuSeconds(): number;
  /** Resolves when `/ready` answers 200 (polled every 50 ms, directly, not through a proxy). */
  ready(timeoutMs?: number): Promise<void>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/api/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: '0',
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    // Its log (JSON lines on stdout, errors only) goes with the bench's output.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  let lastCpu = 0;
  const cpuSeconds = () => {
    if (exited) return lastCpu;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      lastCpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    } catch {
      // ended meanwhile: keep the last figure
    }
    return lastCpu;
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    pid,
    cpuSeconds,
    async ready(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (exited) throw new Error(`the server process ${pid} ended before it was ready`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2_000) });
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the server process ${pid} was not ready within ${timeoutMs / 1000} s`);
    },
    async kill9() {
      cpuSeconds();
      signalGroup('SIGKILL');
      await exit;
    },
    async stop() {
      if (exited) return;
      cpuSeconds();
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
