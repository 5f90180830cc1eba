// The app and the small world of roles that most API test files start with. Importing this module registers the
// hooks in the importing file (each test file has its own module instances): the app and world are built before its
// tests and the app stopped after them. `t` and `w` are live bindings, set once `beforeAll` has run; a file's own
// `beforeAll` hooks run after this one and may use them.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { buildWorld, type World } from './world.ts';

export let t: TestApp;
export let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.stop());
