// Prints how fast flight-result files are imported (target: 100,000 rows in ≤ 10 s), end to
// end through the GraphQL API on a fresh embedded database: base64 upload, reading, checking, ring
// lookup and the writes. Figures only, never pass/fail.
//   npm run bench:import [-- <rows> <pigeons>]
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { upsertVerifiedAccount } from '../src/api/auth/bootstrapAccounts.ts';
import { boot } from '../src/api/boot.ts';
import { loadConfig } from '../src/api/config.ts';
import { clients, pigeons } from '../src/api/db/schema.ts';
import { createLogger } from '../src/api/logger.ts';
import { FLIGHT_HEADER, flightRows, zipWithEntry } from '../tests/support/flightFiles.ts';
import { benchDatabase } from './support/benchDatabase.ts';

const ROWS = Number(process.argv[2] ?? 100_000);
const PIGEONS = Number(process.argv[3] ?? 1_000);
let longestHealthWait = 0;
const IMPORT = `mutation ($files: [ImportFileInput!]!, $dryRun: Boolean!) {
  importFlightData(files: $files, dryRun: $dryRun) { added unchanged rejected problemCount }
}`;

const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-'));
const log = createLogger({ level: 'warn' });
const database = await benchDatabase();
console.log(`database: ${database.label}`);
const app = await boot(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', ...database.env }),
  {
    log,
  },
);
try {
  const db = app.database.db;
  await upsertVerifiedAccount(
    db,
    { email: 'admin@bench', password: 'pw', role: 'ADMIN', firstName: 'A', lastName: 'B' },
    new Date(),
  );
  const [breeder] = await db
    .insert(clients)
    .values({ email: 'breeder@bench', firstName: 'B', lastName: 'B' })
    .returning();
  await db.insert(pigeons).values(
    Array.from(
      { length: PIGEONS },
      (_, i) =>
        ({
          clientId: breeder.id,
          association: 'DV-06976',
          ringYear: 2014,
          serial: i + 1,
          sex: i % 2 ? 'M' : 'F',
          color: 'blau',
        }) as const,
    ),
  );
  const login = await post<{ loginClient: { token: string } }>(
    'query ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }',
    { e: 'admin@bench', p: createHash('sha256').update('pw').digest('hex') },
  );
  const token = login.loginClient.token;

  console.log(
    `RSS after boot (embedded database, admin, pigeons): ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
  const table = flightRows(ROWS, PIGEONS);
  const csv = [FLIGHT_HEADER, ...table].map((r) => r.join(';')).join('\r\n');
  const files = [{ name: 'bench.csv', contentBase64: Buffer.from(csv).toString('base64') }];
  console.log(
    `${ROWS.toLocaleString('en')} rows for ${PIGEONS.toLocaleString('en')} pigeons; CSV ${(csv.length / 1e6).toFixed(1)} MB, request ${(files[0].contentBase64.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`\n${'phase'.padEnd(34)} elapsed    rows/s      RSS   result`);
  await measure('GraphQL dry run (preview)', () => post(IMPORT, { files, dryRun: true }, token));
  await measure('GraphQL import', () => post(IMPORT, { files, dryRun: false }, token));
  await measure('GraphQL re-import (unchanged)', () => post(IMPORT, { files, dryRun: false }, token));

  const sheet = XLSX.utils.aoa_to_sheet([FLIGHT_HEADER, ...table]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Ergebnisse');
  const xlsx = new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
  const xlsxFiles = [{ name: 'bench.xlsx', contentBase64: Buffer.from(xlsx).toString('base64') }];
  await measure(`GraphQL .xlsx dry run (${(xlsx.length / 1e6).toFixed(1)} MB)`, () =>
    post(IMPORT, { files: xlsxFiles, dryRun: true }, token),
  );

  // The spreadsheet bomb: 200 MB of sheet packed into under 1 MB. Read on the main thread it froze
  // the server for 26 s at 2 GB; now it is refused before unpacking, and the server keeps answering.
  const bomb = zipWithEntry('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024, 'a'));
  const bombFiles = [{ name: 'bomb.xlsx', contentBase64: bomb.toString('base64') }];
  await measure(`.xlsx bomb (${(bomb.length / 1e6).toFixed(1)} MB → 200 MB)`, () =>
    post(IMPORT, { files: bombFiles, dryRun: true }, token),
  );
  console.log(
    `\nlongest wait of a { health } request (every 20 ms) during the GraphQL phases: ${longestHealthWait.toFixed(0)} ms`,
  );
} finally {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
// maxRSS is in kilobytes; it covers the whole process, the embedded database included.
console.log(
  `\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, heap now ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
);

/** Asks `{ health }` every 20 ms while `run` runs, keeping the longest wait: is the server still answering? */
async function probing<T>(run: () => Promise<T>): Promise<T> {
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await post('{ health }', {});
      longestHealthWait = Math.max(longestHealthWait, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await run();
  } finally {
    running = false;
    await probe;
  }
}

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  const result = await probing(run);
  const seconds = (performance.now() - started) / 1000;
  const shown = JSON.stringify((result as { importFlightData?: unknown }).importFlightData ?? result);
  const rate = Math.round(ROWS / seconds).toLocaleString('en');
  const rss = `${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`;
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s ${rate.padStart(9)} ${rss.padStart(8)}   ${shown}`,
  );
}

async function post<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data) throw new Error(`request failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
