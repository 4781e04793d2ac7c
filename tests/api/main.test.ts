import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphql } from '@tests/gql';
import { createTestStorage, execute, type TestStorage } from '@tests/support/server.ts';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'src/api/main.ts');

interface Run {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  stderr: () => string;
  exited: Promise<number | null>;
}

/** The real entry point in its own process, from source (the e2e journeys run the compiled one). */
function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, stderr: () => stderr, exited };
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each test starts the server from its TypeScript sources (tsx compiles them first): on a busy
// 2-core machine that alone takes up to 15 s.
describe('the server process', { timeout: 90_000 }, () => {
  const storages: TestStorage[] = [];
  const runs: Run[] = [];
  const dataDir = async () => {
    const storage = await createTestStorage('pglite');
    storages.push(storage);
    return storage.dataDir;
  };
  afterEach(async () => {
    for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    for (const storage of storages.splice(0)) await storage.dispose();
  });

  it('serves, then exits 0 on SIGTERM after a graceful shutdown', async () => {
    const run = runMain({ DATA_DIR: await dataDir() });
    runs.push(run);
    const listening = await waitFor(() => run.lines.find((l) => l.msg === 'listening'));
    const url = String(listening.url);
    expect((await execute(`${url}/graphql`, graphql(`query MainHealth { health }`))).data).toEqual({
      health: true,
    });
    // Unset in its environment: React renders the pages with its production build (productionMode.ts).
    expect(listening.nodeEnv).toBe('production');

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
    expect(run.stderr()).toBe('');
  });

  it('stops at once with one line naming a bad variable', async () => {
    const run = runMain({ DATA_DIR: await dataDir(), PORT: 'abc' });
    runs.push(run);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toBe(
      'Configuration error: PORT must be an integer between 0 and 65535 (got "abc")\n',
    );
  });
});
