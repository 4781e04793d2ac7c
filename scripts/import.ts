// Imports flight-result files from the command line, as /admin/import does:
//   npm run import -- [--dry-run] <file>...
// against DATABASE_URL or the embedded database under DATA_DIR (stop the server first: the embedded
// database serves one process at a time). Prints what it read and every problem; exits 1 when any
// file has a problem, 2 when it could not run at all.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { loadConfigOrExit } from '../src/api/config.ts';
import { openDatabase } from '../src/api/db/connection.ts';
import { formatImportReport } from '../src/api/import/formatImportReport.ts';
import { createLogger } from '../src/api/logger.ts';
import { importFlightFiles } from '../src/api/schema/import/importService.ts';

const USAGE = 'usage: npm run import -- [--dry-run] <file>...';

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const paths = argv.filter((arg) => arg !== '--dry-run');
  if (paths.length === 0 || paths.some((p) => p.startsWith('-'))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const files = [];
  for (const path of paths) {
    try {
      files.push({ name: basename(path), bytes: new Uint8Array(await readFile(path)) });
    } catch (error) {
      process.stderr.write(`${path}: cannot read the file (${(error as Error).message})\n`);
      return 2;
    }
  }
  const config = loadConfigOrExit(process.env, { server: false }, 2);
  const log = createLogger({ level: 'warn', write: (line) => process.stderr.write(line) });
  const database = await openDatabase(config, log);
  try {
    const reports = await importFlightFiles(database.db, files, { dryRun, now: new Date(), log });
    process.stdout.write(formatImportReport(reports, dryRun));
    return reports.some((r) => r.problems.length > 0) ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
