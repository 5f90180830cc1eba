// The world the authorization matrix runs in: the app, the stock of private and public things (helpers/authz-world.ts)
// and a few extra people. useAuthzEnv() registers the hooks that build it; the bindings are set once they have run.
import { afterAll, beforeAll } from 'vitest';
import { buildStock, type Stock } from '../helpers/authz-world.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser, signedInUser, type TestUser } from '../helpers/users.ts';
import type { World } from '../helpers/world.ts';

export let t: TestApp;
export let stock: Stock;
export let w: World;
export let baseUrl: string;
/** Signs in for the session rows (login, refresh, logout). */
export let probe: TestUser;
/** Whose admin rights setUserAdmin changes. */
export let candidate: { id: string };

export function useAuthzEnv(): void {
  beforeAll(async () => {
    t = await startTestApp();
    stock = await buildStock(t);
    w = stock.world;
    probe = await signedInUser(t);
    candidate = await registerUser(t);
    baseUrl = await t.app.start();
  });
  afterAll(() => t.stop());
}
