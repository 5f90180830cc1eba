// The game-rules table (server/domain/games.ts) as the API follows it: a Pokémon match has no sideboarded game by
// REST, GraphQL and CSV alike, Yu-Gi-Oh!'s side deck counts as sideboarding, and a project says its rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { log, logged, matchCount } from './helpers/match-data.ts';

useAppWithWorld();

const game = (won_by: string, on_the_play: string, sideboarded = false) => ({ won_by, on_the_play, sideboarded });

async function projectOf(game: string, name: string) {
  const project = (await t.rest('POST', '/projects', { token: w.owner.token, body: { team_id: w.privateTeam.id, name, game, visibility: 'private' } })).body;
  const archetype = async (archetypeName: string) => (await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: project.id, name: archetypeName, game } })).body;
  return { project, a: await archetype('Charizard ex'), b: await archetype('Lugia VSTAR') };
}

let pokemon: Awaited<ReturnType<typeof projectOf>>;
let yugioh: Awaited<ReturnType<typeof projectOf>>;
beforeAll(async () => {
  pokemon = await projectOf('Pokémon TCG', 'Worlds Prep');
  yugioh = await projectOf('Yu-Gi-Oh!', 'YCS Prep');
});

describe('the game-rules table through the API', () => {
  it('refuses a sideboarded game in a Pokémon match, by REST and GraphQL, and logs nothing', async () => {
    const before = await matchCount();
    const body = { project_id: pokemon.project.id, winner_archetype_id: pokemon.a.id, loser_archetype_id: pokemon.b.id, best_of: 3 };
    const refused = await log({ ...body, games: [game('winner', 'winner'), game('winner', 'loser', true)] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Pokémon TCG has no sideboarding: no game of its matches is sideboarded', problems: [{ field: 'games.1.sideboarded' }] });
    const gql = await t.gql(
      `mutation ($input: LogMatchInput!) { logMatch(input: $input) { __typename ... on ValidationError { message } } }`,
      { input: { projectId: pokemon.project.id, winnerArchetypeId: pokemon.a.id, loserArchetypeId: pokemon.b.id, bestOf: 3, games: [{ wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: false }, { wonBy: 'WINNER', onThePlay: 'LOSER', sideboarded: true }] } },
      w.member.token,
    );
    expect(gql.data!.logMatch).toEqual({ __typename: 'ValidationError', message: 'Pokémon TCG has no sideboarding: no game of its matches is sideboarded' });
    const csv = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: pokemon.project.id, csv: 'winner_archetype,loser_archetype,best_of,games\nCharizard ex,Lugia VSTAR,3,win-play win-draw-sb\n', dry_run: true } });
    expect(csv.body.errors).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining('has no sideboarding') })]);
    expect(await matchCount()).toBe(before);

    // Unsideboarded, every game counts before sideboarding; an edit that sideboards one is refused too.
    const match = await logged({ ...body, games: [game('winner', 'winner'), game('loser', 'loser'), game('winner', 'loser')] });
    expect(await t.app.deps.db.match.findUniqueOrThrow({ where: { id: match.id } })).toMatchObject({ preGamesWon: 2, preGamesLost: 1 });
    const edit = await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { games: [game('winner', 'winner'), game('winner', 'loser', true)] } });
    expect(edit).toMatchObject({ status: 400, body: { message: expect.stringContaining('has no sideboarding') } });
  });

  it('takes Yu-Gi-Oh!’s side deck as sideboarding: games after the first may use it', async () => {
    const match = await logged({ project_id: yugioh.project.id, winner_archetype_id: yugioh.a.id, loser_archetype_id: yugioh.b.id, best_of: 3, games: [game('winner', 'winner'), game('winner', 'loser', true)] });
    expect(await t.app.deps.db.match.findUniqueOrThrow({ where: { id: match.id } })).toMatchObject({ preGamesWon: 1, gamesWon: 2 });
  });

  it('says a project’s rules by REST and GraphQL', async () => {
    const rest = await t.rest('GET', `/projects/${pokemon.project.id}`, { token: w.member.token });
    expect(rest.body.game_rules).toEqual({ sideboarding: 'none', best_of: 3 });
    expect((await t.rest('GET', `/projects/${yugioh.project.id}`, { token: w.member.token })).body.game_rules).toEqual({ sideboarding: 'side-deck', best_of: 3 });
    const gql = await t.gql(`query ($id: ID!) { project(id: $id) { gameRules { sideboarding bestOf } } }`, { id: pokemon.project.id }, w.member.token);
    expect(gql.data!.project.gameRules).toEqual({ sideboarding: 'NONE', bestOf: 3 });
  });
});
