// The app on the demo data set (prisma/demo-data.ts), with a session for each role the screen queries are asked as.
import { seedDemoData } from '../../../prisma/demo-data.ts';
import { signAccessToken } from '../../../server/services/auth/session-tokens.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { ScreenQuery } from './screen-queries.ts';

export type RoleTokens = Record<ScreenQuery['as'], string | undefined>;

export async function startDemoApp(): Promise<{ t: TestApp; tokens: RoleTokens }> {
  const t = await startTestApp();
  await seedDemoData(t.app.deps);
  const mira = await t.app.deps.db.user.findFirstOrThrow({ where: { username: 'mira' } });
  const kai = await t.app.deps.db.user.update({ where: { usernameKey: 'kai' }, data: { isAdmin: true } });
  const secret = t.app.deps.config.jwtSecret;
  return { t, tokens: { member: await signAccessToken(secret, mira.id), visitor: undefined, admin: await signAccessToken(secret, kai.id) } };
}
