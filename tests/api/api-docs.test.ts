// Runs the examples of docs/api.md, in order, against a real server: the documentation stays true. The TypeScript
// ones (the typed REST client) run with their types stripped; tests/unit/api-docs-types.test.ts type-checks them.
import { stripTypeScriptTypes } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { answer, createSideboardClient } from '../../clients/rest/index.ts';
import { importCatalog } from '../../server/services/cards/import-catalog.ts';
import { fixturePath } from '../unit/cards/helpers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { exampleBlocks } from './helpers/doc-examples.ts';
import { signedInUser } from './helpers/users.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.start();
});
afterAll(() => t.stop());

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>;

/** The code blocks of the document as JavaScript, without their import lines (the test provides those names). */
function examples(): string {
  return exampleBlocks(['ts', 'js'])
    .map(({ language, code }) => (language === 'ts' ? stripTypeScriptTypes(code) : code))
    .join('\n')
    .split('\n')
    .filter((line) => !/^import .* from '.*';$/.test(line))
    .join('\n');
}

describe('docs/api.md', () => {
  it('its examples run as written and produce what they say', async () => {
    const user = await signedInUser(t);
    const token = (await t.rest('POST', '/tokens', { token: user.token, body: { name: 'docs/api.md', scope: 'write' } })).body.secret;
    await importCatalog(t.app.deps.db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
    const logged: unknown[] = [];
    const console = { log: (...values: unknown[]) => logged.push(values), error: (...values: unknown[]) => logged.push(['error', ...values]) };
    const run = new AsyncFunction(
      'BASE',
      'TOKEN',
      'createClient',
      'WebSocket',
      'createSideboardClient',
      'answer',
      'console',
      `${examples()}\nreturn { me, team, project, archetypes, preview, edited, comparison, suggestions, total, matrix, csv, bo3, inGames, gamesCell, metagame, choice, next, plan, page, created, possibleTypes, received, copy };`,
    );
    const out = (await run(base, token, createClient, WebSocket, createSideboardClient, answer, console)) as Record<string, any>;

    expect(out.me.user.username).toBe(user.username);
    // The copy has the name the project had when exported (a later example renames it).
    expect(out.copy).toMatchObject({ name: expect.stringMatching(new RegExp(`^${out.project.name}`)), team_id: expect.not.stringMatching(out.team.id) });
    expect(out.archetypes.map((a: { short_name: string }) => a.short_name)).toEqual(['RM', 'IP', 'AC']);
    expect(out.preview.stats).toEqual({ total_cards: 43, unique_cards: 7, types: { 'Main Deck': 40, Sideboard: 3 } });
    expect(out.edited.version_tag).toBe('v2');
    expect(out.comparison.summary).toEqual({ cards_added: 1, cards_removed: 0, cards_changed: 1, net_card_count: 0, total_changes: 2 });
    expect(out.suggestions.map((card: { name: string; type: string }) => `${card.name} (${card.type})`)).toEqual(['Lightning Bolt (Instant)']);
    expect(out.total).toBe(5);
    const cell = out.matrix.matrix.find((c: { archetype_id: string; opponent_id: string }) => c.archetype_id === out.archetypes[0].id && c.opponent_id === out.archetypes[1].id);
    expect([cell.wins, cell.losses]).toEqual([2, 1]);
    expect(out.csv.split('\n').length).toBeGreaterThan(5);
    expect(out.bo3).toMatchObject({ best_of: 3, went_first: true, games: [{ won_by: 'winner' }, { won_by: 'loser' }, { won_by: 'winner' }] });
    expect(out.inGames.unit).toBe('games');
    expect(out.metagame).toMatchObject({ current: { as_of: '2026-11-01T00:00:00.000Z', shares: [{ share: 30 }, { share: 20 }] }, history: [] });
    expect(out.gamesCell).toMatchObject({ wins: 4, losses: 2, games: { wins: 4, losses: 2, on_the_play: { wins: 2, games: 2 }, post_sideboard: { wins: 1, games: 2 } } });
    expect(out.choice.candidates).toEqual([expect.objectContaining({ archetype_id: out.archetypes[0].id, probability_best: 1 })]);
    expect(out.next.matchups).toEqual([expect.objectContaining({ archetype_id: out.archetypes[0].id, opponent_id: out.archetypes[1].id, reduction: 0 })]);
    expect(out.plan.matchups[0]).toMatchObject({ target_matches: 20, done: false, players: [{ username: user.username }] });
    expect(out.page.project.matchupMatrix.totalMatches).toBe(6);
    expect(out.created.createArchetype).toEqual({ __typename: 'ValidationError', message: 'Archetype name is required', code: 'VALIDATION' });
    expect(out.possibleTypes.Error).toEqual(expect.arrayContaining(['ValidationError', 'NotFoundError']));
    expect(out.received[0].winnerArchetype.name).toBe('Izzet Phoenix');
    expect(logged.filter((entry) => Array.isArray(entry) && entry[0] === 'error')).toEqual([]);
  });
});
