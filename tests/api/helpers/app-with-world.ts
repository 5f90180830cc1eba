// The app and the small world of roles that most API test files start with. A test file calls useAppWithWorld()
// once, at its top: the app and world are built before its tests and the app stopped after them. `t` and `w` are
// live bindings, set once that `beforeAll` has run; hooks the file registers afterwards run later and may use them.
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../../../server/config.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { buildWorld, type World } from './world.ts';

export let t: TestApp;
export let w: World;

export function useAppWithWorld(env: Partial<Env> = {}): void {
  beforeAll(async () => {
    t = await startTestApp(env);
    w = await buildWorld(t);
  });
  afterAll(() => t.stop());
}
