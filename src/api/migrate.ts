// First: the libraries' production mode, before any of them is loaded.
import './productionMode.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { createLogger } from './logger.ts';

/**
 * `npm run migrate`: applies the migrations to the configured database and exits, for deployments
 * that start their processes with MIGRATE_ON_START=0 (a rolling deploy migrates once, before the
 * first new process starts). Safe beside running processes: the same lock as at start.
 */
async function migrate(): Promise<void> {
  const config = loadConfigOrExit(process.env, { server: false });
  const log = createLogger({ level: config.logLevel });
  const database = await openDatabase({ ...config, migrateOnStart: true }, log.child({ component: 'db' }));
  await database.close();
  log.info('migrated', { database: database.kind });
}

migrate().catch((error: unknown) => {
  createLogger({ level: 'error' }).error('migration failed', { error });
  process.exit(1);
});
