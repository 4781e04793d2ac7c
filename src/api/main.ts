// First: the libraries' production mode, before any of them is loaded.
import './productionMode.ts';
import { boot } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';

/** The process entry point: compiled to dist/server/api/main.js, which scripts/start.mjs runs. */
async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);
  const log = createLogger({ level: config.logLevel }, { process: config.processName });
  const app = await boot(config, { log });
  log.info('listening', {
    url: app.server.url,
    publicUrl: config.publicUrl,
    database: app.database.kind,
    nodeEnv: process.env.NODE_ENV,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches both npm start and this process: one shutdown is enough.
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // A process manager's SIGTERM (a deploy): first the proxy learns from /ready that this process
    // is going, then it drains. Ctrl+C in a terminal stops at once.
    app.server.drain();
    const delay = signal === 'SIGTERM' ? config.drainDelayMs : 0;
    new Promise((resolve) => setTimeout(resolve, delay))
      .then(() => app.close())
      .then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error('shutdown failed', { error });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  const log = createLogger({ level: 'error' });
  log.error('start failed', { error });
  process.exit(1);
});
