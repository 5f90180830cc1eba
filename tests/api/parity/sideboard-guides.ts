// Parity cases for sideboard guides and version impact: each REST call next to its GraphQL field or mutation.
import { BURN, call, duel, gid, mutate, query, twins, type Env, type Row } from './decks-support.ts';
import type { ParityCases } from './cases.ts';

const WITH_SIDEBOARD = [...BURN, { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' }, { name: 'Deflecting Palm', quantity: 2, type: 'Sideboard' }];
const GUIDE = 'databaseId versionNumber opponentName in { name quantity } out { name quantity } onTheDraw { in { name quantity } out { name quantity } } notes notesHtml carriedFromVersion warnings { plan direction name quantity available message } updatedBy { username }';

/** A guide with the opponent by name (each side has its own twin project). */
const restGuide = (g: Row) => ({ saved: g.id !== null, version: g.version, opponent: g.opponent_archetype.name, in: g.in, out: g.out, on_the_draw: g.on_the_draw, notes: g.notes, notes_html: g.notes_html, carried_from_version: g.carried_from_version, warnings: g.warnings, updated_by: g.updated_by?.username ?? null });
const gqlGuide = (g: Row) => ({ saved: g.databaseId !== null, version: g.versionNumber, opponent: g.opponentName, in: g.in, out: g.out, on_the_draw: g.onTheDraw, notes: g.notes, notes_html: g.notesHtml, carried_from_version: g.carriedFromVersion, warnings: g.warnings, updated_by: g.updatedBy?.username ?? null });

const BODY = {
  in: [{ name: 'Smash to Smithereens', quantity: 3 }],
  out: [{ name: 'goblin guide', quantity: 3 }],
  on_the_draw: { in: [{ name: 'Deflecting Palm', quantity: 2 }], out: [{ name: 'Lightning Bolt', quantity: 2 }] },
  notes: 'Bring in **Smash**',
};

/** Alpha's list with a sideboard, a guide against Beta, and an edit that drops Goblin Guide (so the carried guide warns). */
async function guided(env: Env) {
  const d = await duel(env);
  const list = (await call(env, 'POST', '/decklists', { archetype_id: d.alpha, cards: WITH_SIDEBOARD, name: 'Sided' })).id as string;
  await call(env, 'PUT', `/decklists/${list}/sideboard-guide/${d.beta}`, BODY);
  await call(env, 'PUT', `/decklists/${list}`, { cards: WITH_SIDEBOARD.filter((c) => c.name !== 'Goblin Guide') });
  return { ...d, list };
}

export const sideboardGuideCases: ParityCases = {
  'PUT /decklists/:id/sideboard-guide/:opponentArchetypeId': async (env) => {
    const setup = async () => {
      const d = await duel(env);
      return { ...d, list: (await call(env, 'POST', '/decklists', { archetype_id: d.alpha, cards: WITH_SIDEBOARD })).id as string };
    };
    const [r, g] = await twins(setup);
    const rest = await call(env, 'PUT', `/decklists/${r.list}/sideboard-guide/${r.beta}`, BODY);
    const { on_the_draw: onTheDraw, ...plan } = BODY;
    const gql = await mutate(env, 'saveSideboardGuide', { decklistId: gid('Decklist', g.list), opponentArchetypeId: gid('Archetype', g.beta), ...plan, onTheDraw }, `sideboardGuide { ${GUIDE} }`);
    return [restGuide(rest), gqlGuide(gql.sideboardGuide)];
  },

  'GET /decklists/:id/sideboard-guide/:opponentArchetypeId': async (env) => {
    const { list, beta } = await guided(env);
    const rest = [await call(env, 'GET', `/decklists/${list}/sideboard-guide/${beta}`), await call(env, 'GET', `/decklists/${list}/sideboard-guide/${beta}?version=1`)];
    const gql = await query(env, `query ($id: ID!, $beta: ID!) { decklist(id: $id) { now: sideboardGuide(opponentArchetypeId: $beta) { ${GUIDE} } then: sideboardGuide(opponentArchetypeId: $beta, version: 1) { ${GUIDE} } } }`, { id: list, beta });
    return [rest.map(restGuide), [gql.decklist.now, gql.decklist.then].map(gqlGuide)];
  },

  'GET /decklists/:id/sideboard-guides': async (env) => {
    const { list } = await guided(env);
    const rest = await call(env, 'GET', `/decklists/${list}/sideboard-guides`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { sideboardGuides { ${GUIDE} } } }`, { id: gid('Decklist', list) });
    return [rest.map(restGuide), gql.decklist.sideboardGuides.map(gqlGuide)];
  },

  'GET /archetypes/:id/version-impact': async (env) => {
    const { projectId, alpha, beta, alphaList } = await duel(env);
    const play = (won: boolean) => call(env, 'POST', '/matches', won ? { project_id: projectId, winner_archetype_id: alpha, loser_archetype_id: beta, winner_decklist_id: alphaList } : { project_id: projectId, winner_archetype_id: beta, loser_archetype_id: alpha, loser_decklist_id: alphaList });
    for (const won of [true, false, false]) await play(won);
    await call(env, 'PUT', `/decklists/${alphaList}`, { cards: BURN.slice(1) });
    for (const won of [true, true, true, false]) await play(won);
    const rest = await call(env, 'GET', `/archetypes/${alpha}/version-impact`);
    const gql = await query(
      env,
      `query ($id: ID!) { archetype(id: $id) { versionImpact { matchesWithoutVersion decklists { decklistName currentVersion sinceVersion opponents { opponentName since { wins losses matches winRate interval { lower upper } } before { wins losses matches winRate interval { lower upper } } byVersion { version wins losses } pValue difference statement } } } } }`,
      { id: gid('Archetype', alpha) },
    );
    return [
      {
        matches_without_version: rest.matches_without_version,
        decklists: rest.decklists.map((d: Row) => ({
          name: d.decklist.name,
          current_version: d.decklist.current_version,
          since_version: d.since_version,
          opponents: d.opponents.map((o: Row) => ({ opponent: o.opponent_archetype.name, since: o.since, before: o.before, by_version: o.by_version, p_value: o.p_value, difference: o.difference, statement: o.statement })),
        })),
      },
      {
        matches_without_version: gql.archetype.versionImpact.matchesWithoutVersion,
        decklists: gql.archetype.versionImpact.decklists.map((d: Row) => ({
          name: d.decklistName,
          current_version: d.currentVersion,
          since_version: d.sinceVersion,
          opponents: d.opponents.map((o: Row) => {
            const side = (s: Row) => ({ wins: s.wins, losses: s.losses, matches: s.matches, win_rate: s.winRate, interval: s.interval });
            return { opponent: o.opponentName, since: side(o.since), before: side(o.before), by_version: o.byVersion, p_value: o.pValue, difference: o.difference, statement: o.statement };
          }),
        })),
      },
    ];
  },
};
