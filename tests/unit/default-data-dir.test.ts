// Where the data lives with no DATA_DIR: the checkout's ./data, unless the embedded database's server (the `postgres`
// user under root) could not reach it, as in a checkout inside /root.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataDir, ROOT_DATA_DIR } from '../../server/config.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A checkout inside a directory of the given mode, as /root (0700) or /srv (0755). */
function checkoutIn(mode: number): string {
  const home = mkdtempSync(join(tmpdir(), 'sideboard-home-'));
  made.push(home);
  chmodSync(home, mode);
  const checkout = join(home, 'sideboard');
  mkdirSync(checkout, { mode: 0o755 });
  return checkout;
}

describe('the default data directory', () => {
  it('is ./data where anyone may pass through to the checkout', () => {
    const checkout = checkoutIn(0o755);
    expect(defaultDataDir(checkout, true, true)).toBe(join(checkout, 'data'));
  });

  it('is /var/lib/sideboard for root when the checkout is out of the postgres user’s reach', () => {
    expect(defaultDataDir(checkoutIn(0o700), true, true)).toBe(ROOT_DATA_DIR);
  });

  it('stays ./data for an ordinary user, with a PostgreSQL server of its own choosing, or where ./data exists', () => {
    const checkout = checkoutIn(0o700);
    expect(defaultDataDir(checkout, true, false)).toBe(join(checkout, 'data'));
    expect(defaultDataDir(checkout, false, true)).toBe(join(checkout, 'data'));
    mkdirSync(join(checkout, 'data'));
    expect(defaultDataDir(checkout, true, true)).toBe(join(checkout, 'data'));
  });
});
