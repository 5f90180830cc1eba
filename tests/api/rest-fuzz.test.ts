// Property test over the whole REST route table: random JSON bodies, query strings and path ids never produce a
// 500 or an unparseable answer, whoever calls. New routes are covered automatically.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routes } from '../../server/rest/routes.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Text with a NUL character somewhere: PostgreSQL cannot store it, so it must be refused before the database. */
const withNul = fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`);

/** Path ids: real ones from the world, random UUIDs, and junk. */
const idArbitrary = () =>
  fc.oneof(
    fc.constantFrom(w.privateTeam.id, w.publicTeam.id, w.privateProject.id, w.publicProject.id, w.member.id),
    fc.uuid(),
    // Not "." or "..": URL parsing resolves those dot-segments (escaped too) before any server sees them, so
    // /matches/. is a request for /matches/, another route.
    fc
      .string({ maxLength: 40 })
      .map((s) => encodeURIComponent(s) || 'x')
      .filter((id) => id !== '.' && id !== '..'),
  );

const bodyArbitrary = fc.oneof(
  fc.object({ maxDepth: 3, maxKeys: 6 }),
  fc.dictionary(
    fc.constantFrom('name', 'email', 'password', 'username', 'team_id', 'project_id', 'archetype_id', 'game', 'format', 'tags', 'cards', 'content', 'raw_text', 'identifier', 'role', 'visibility', 'is_admin', 'refresh_token', 'winner_archetype_id', 'loser_archetype_id', 'match_date', 'notes'),
    fc.oneof(fc.string({ maxLength: 300 }), withNul, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }), fc.string({ unit: 'binary', maxLength: 50 })),
    { maxKeys: 8 },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

const queryArbitrary = fc.dictionary(
  fc.constantFrom('q', 'game', 'format', 'tags', 'visibility', 'limit', 'offset', 'include_inactive', 'date_from', 'date_to', 'min_sample_size', 'project_id', 'user_id', 'sort_order', 'is_read', 'type', 'token', 'from_version', 'to_version', 'search'),
  fc.oneof(fc.string({ maxLength: 40 }), withNul, fc.integer().map(String), fc.constantFrom('true', 'false', '-1', '1e999', 'NaN', '')),
  { maxKeys: 5 },
);

describe('REST fuzzing', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s never answers 500', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(idArbitrary(), { minLength: 3, maxLength: 3 }),
        bodyArbitrary,
        queryArbitrary,
        fc.constantFrom<'anonymous' | 'member' | 'siteAdmin'>('anonymous', 'member', 'siteAdmin'),
        async (ids, body, query, who) => {
          let i = 0;
          const path = route.path.replace(/:\w+/g, () => ids[i++]);
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const token = who === 'anonymous' ? undefined : w[who].token;
          const isWrite = route.method === 'POST' || route.method === 'PUT';
          const response = await t.rest(route.method, `${path}${search ? `?${search}` : ''}`, { token, ...(isWrite ? { rawBody: JSON.stringify(body) } : {}) });
          expect(response.status, JSON.stringify({ path, body, query, answer: response.body })).toBeLessThan(500);
          if (response.status >= 400) expect(typeof response.body?.message).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});
