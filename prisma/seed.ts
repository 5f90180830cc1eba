// `npm run seed`: loads the demo data set (prisma/demo-data.ts) into the configured database. Works while the server
// runs (scripts attach to its embedded database). Running it twice changes nothing.
import { loadConfig } from '../server/config.ts';
import { configureLogging } from '../server/observability/logger.ts';
import { appDeps } from '../server/context.ts';
import { openDatabase } from '../server/db/connect.ts';
import { mailSenderFor } from '../server/mail/mail-sender.ts';
import { createEventBus } from '../server/pubsub.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

const config = loadConfig();
configureLogging({ level: config.logLevel === 'info' ? 'warn' : config.logLevel, format: config.logFormat }); // the demo users' verification mails are not news
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const bus = createEventBus();
const mailer = mailSenderFor(config, { db: database.db, events: bus.events });
const deps = appDeps(database, bus, mailer, config);
try {
  console.log(
    (await seedDemoData(deps))
      ? `Demo data loaded. Sign in as ${DEMO_OWNER_EMAIL} (or jonas@, kai@demo.sideboard) with the password "${DEMO_PASSWORD}".`
      : 'The demo data is already there.',
  );
} finally {
  await bus.close();
  await mailer.stop();
  await database.stop();
}
