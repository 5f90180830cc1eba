// An app on the bench database (BENCH_DB) with the demo data set, and tokens for its people.
import { createApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { issueSession } from '../server/services/auth/session-tokens.ts';
import { seedDemoData } from '../prisma/demo-data.ts';
import { configureLogging } from '../server/observability/logger.ts';
import type { ScreenQuery } from '../tests/api/helpers/screen-queries.ts';
import { benchDatabase, type BenchDatabase } from './support.ts';

export interface DemoApp {
  app: App;
  database: BenchDatabase;
  tokens: Record<ScreenQuery['as'], string | undefined>;
  stop(): Promise<void>;
}

export async function appWithDemoData(): Promise<DemoApp> {
  configureLogging({ level: 'warn' });
  const database = await benchDatabase();
  const app = await createApp({ ...loadConfig({ ...database.env, LOG_LEVEL: 'error', PORT: '0' }), webDist: undefined });
  await seedDemoData(app.deps);
  const { db, config } = app.deps;
  const member = await db.user.findFirstOrThrow({ where: { usernameKey: 'mira' } });
  const admin = await db.user.update({ where: { usernameKey: 'kai' }, data: { isAdmin: true } });
  const sessionOf = async (userId: string) => (await issueSession(db, config.jwtSecret, userId)).access_token;
  const tokens = { member: await sessionOf(member.id), admin: await sessionOf(admin.id), visitor: undefined };
  return {
    app,
    database,
    tokens,
    async stop() {
      await app.stop();
      await database.cleanup();
    },
  };
}

/** Runs one GraphQL operation in-process, failing loudly on errors. */
export async function runQuery(app: App, query: ScreenQuery, token: string | undefined): Promise<void> {
  const response = await app.fetch(
    new Request('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: query.text, variables: query.variables }),
    }),
  );
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`${query.name}: ${JSON.stringify(body.errors)}`);
}
