import { DEMO_ACCOUNTS, DEMO_PASSWORD, upsertVerifiedAccount } from './auth/bootstrapAccounts.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connection.ts';
import { createStatisticsKeeper, type StatisticsKeeper } from './db/statistics.ts';
import { seedDemo } from './demo/seedDemo.ts';
import type { Logger } from './logger.ts';
import type { ResultsMailTiming } from './schema/showOffice/resultsMailSender.ts';
import { type RunningServer, startServer } from './server.ts';

export interface BootOptions {
  log: Logger;
  staticRoot?: string;
  now?: () => Date;
  drainTimeoutMs?: number;
  /** How soon after a change, and how often at most, the embedded database's statistics are renewed. */
  analyze?: { delayMs?: number; intervalMs?: number };
  /** How often and how patiently results mails are sent (default: every 30 s, retries from 1 min). */
  resultsMailTiming?: ResultsMailTiming;
}

export interface BootedApp {
  server: RunningServer;
  database: DatabaseHandle;
  statistics: StatisticsKeeper;
  /** Server first (no new work), then the database. Idempotent. */
  close(): Promise<void>;
}

/** Everything a start does, in order: database and migrations, demo data, HTTP + WebSocket. */
export async function boot(config: Config, options: BootOptions): Promise<BootedApp> {
  const { log } = options;
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(config, log.child({ component: 'db' }));
  try {
    // Alone: processes starting together would each see no demo yet and seed it twice.
    await database.alone(async () => {
      const wantDemo = config.seedDemo ?? (database.kind === 'pglite' && database.isNew);
      if (wantDemo && (await seedDemo(database.db, now()))) {
        const emails = DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ');
        // Printed once, when the demo is created: the message is the newcomer's way in.
        log.info(`demo data seeded; log in as ${emails} with the password "${DEMO_PASSWORD}"`);
      }
      if (config.admin) {
        const changed = await upsertVerifiedAccount(
          database.db,
          { ...config.admin, role: 'SUPERADMIN', firstName: 'Admin', lastName: 'Taubenschau' },
          now(),
        );
        log.info('superadmin from ADMIN_EMAIL ready', {
          email: config.admin.email,
          passwordChanged: changed,
        });
      }
    });
    const statistics = createStatisticsKeeper(
      database.db,
      database.kind,
      log.child({ component: 'db' }),
      options.analyze,
    );
    await statistics.analyzeNow();
    const server = await startServer(config, {
      db: database.db,
      log: log.child({ component: 'http' }),
      staticRoot: options.staticRoot ?? config.webDir ?? undefined,
      now,
      drainTimeoutMs: options.drainTimeoutMs,
      onMutation: statistics.changed,
      database,
      resultsMailTiming: options.resultsMailTiming,
    });
    let closing: Promise<void> | undefined;
    const close = async () => {
      await server.close();
      await statistics.close();
      await database.close();
    };
    return { server, database, statistics, close: () => (closing ??= close()) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
