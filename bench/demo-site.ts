// The demo data set written into a bench database before the app is started on it (bench/web.ts, bench/lighthouse.ts):
// the pages a visitor opens are then served by a server in its own process, as in production.
import { appDeps } from '../server/context.ts';
import { openDatabase } from '../server/db/connect.ts';
import { loadConfig } from '../server/config.ts';
import { mailSenderFor } from '../server/mail/mail-sender.ts';
import { createEventBus } from '../server/pubsub.ts';
import { configureLogging } from '../server/observability/logger.ts';
import { seedDemoData } from '../prisma/demo-data.ts';
import type { BenchDatabase } from './support.ts';

/** Seeds the demo data and returns the path of its public project ("Modern RCQ Season"). */
export async function seedDemoSite(database: BenchDatabase): Promise<string> {
  configureLogging({ level: 'warn' });
  const opened = await openDatabase({ dataDir: database.env.DATA_DIR, databaseUrl: database.env.DATABASE_URL });
  const bus = createEventBus();
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'error' });
  const mailer = mailSenderFor(config, { db: opened.db, events: bus.events });
  try {
    await seedDemoData(appDeps(opened, bus, mailer, config));
    const project = await opened.db.project.findFirstOrThrow({ where: { name: 'Modern RCQ Season' } });
    return `/teams/${project.teamId}/projects/${project.id}`;
  } finally {
    await mailer.stop();
    await bus.close();
    await opened.stop();
  }
}
