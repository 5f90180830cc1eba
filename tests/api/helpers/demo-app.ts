// The app on the demo data set (prisma/demo-data.ts), with a session for each role the screen queries are asked as.
// A test file calls useDemoApp() once, as with useAppWithWorld(): `t` and `tokens` are live bindings, set once its
// `beforeAll` has run, and the app is stopped after the file's tests.
import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '../../../prisma/demo-data.ts';
import { issueSession } from '../../../server/services/auth/session-tokens.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { ScreenQuery } from './screen-queries.ts';

export let t: TestApp;
export let tokens: Record<ScreenQuery['as'], string | undefined>;

export function useDemoApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.app.deps);
    const mira = await t.app.deps.db.user.findFirstOrThrow({ where: { username: 'mira' } });
    const kai = await t.app.deps.db.user.update({ where: { usernameKey: 'kai' }, data: { isAdmin: true } });
    t.app.deps.viewerRights.forget([kai.id]); // changed behind the app's back, as `npm run admin` does
    const secret = t.app.deps.config.jwtSecret;
    const db = t.app.deps.db;
    tokens = { member: (await issueSession(db, secret, mira.id)).access_token, visitor: undefined, admin: (await issueSession(db, secret, kai.id)).access_token };
  });
  afterAll(() => t.stop());
}
