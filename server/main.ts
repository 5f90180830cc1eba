// Reads the configuration, starts the app, and stops it cleanly on SIGINT/SIGTERM. Nothing else.
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { log } from './observability/logger.ts';

const config = loadConfig();
const app = await createApp(config);
const url = await app.start();
log.info(`Sideboard is running at ${url} (database: ${config.databaseUrl ? 'PostgreSQL server' : `embedded, in ${config.dataDir}`}; events: ${config.redisUrl ? 'Redis' : 'in-process'})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    app.stop().then(
      () => process.exit(0),
      (error) => {
        log.error('shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
