import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphql } from '../../tests/gql';
import { documentText } from '../../tests/support/apiClient';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type AppServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Ends the process; removes the data dir unless `keepData` (to start again on it). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

export interface AppServerOptions {
  /** A fixed port, e.g. to restart on the same origin; default a free one. */
  port?: number;
  /** An existing data dir (a restart); default a new one, with its database as `database` says. */
  dataDir?: string;
  /**
   * A new data dir's embedded database: `template` (the default, for journeys) a copy of the API
   * tests' migrated template, which starts in half the time; `new` none, so that the server
   * makes it as `npm start` does on a new machine (the benchmarks and screenshots, which measure
   * or show the product as it runs).
   */
  database?: 'template' | 'new';
}

/**
 * A new data dir holding a copy of the test template. Imported here, not at the top: the
 * benchmarks and screenshots, which start on a new database, need none of the API's modules.
 */
async function templateCopy(): Promise<string> {
  const { createTestStorage } = await import('../../tests/support/dbTestStorage');
  return (await createTestStorage('pglite')).dataDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: documentText(graphql(`query JourneyServerReady { health }`)) }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within 60 s:\n${output()}`);
}

/** Starts the real server process (built into dist/web and dist/server) on a free port. */
export async function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const dataDir =
    options.dataDir ??
    (options.database === 'new' ? await mkdtemp(join(tmpdir(), 'taubenschau-e2e-')) : await templateCopy());
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // The compiled server, as `npm start` runs it (`npm run build` writes it before the journeys).
  const child = spawn(process.execPath, ['dist/server/api/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No proxy in front of a journey's server to stop sending it requests: it stops at once
      // instead of after the 2 s a deploy gives the proxy's health checks.
      DRAIN_DELAY_MS: '0',
      // Every journey's browser is one client address, as a show hall behind one router is.
      WS_MAX_SOCKETS_PER_ADDRESS: '200',
      // The association's account: breeders who owe entry fees are shown it with a GiroCode.
      PAYMENT_ACCOUNT_HOLDER: 'Brieftaubenverein Kassel 04',
      PAYMENT_IBAN: 'DE89 3704 0044 0532 0130 00',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  child.stderr?.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
