// Best-of-N matches with their games through REST, GraphQL and CSV: what is checked, who went first, the game counts
// kept with each match and summed in the tally.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, log, logged, matchCount, project } from './helpers/match-data.ts';

useAppWithWorld();

const game = (won_by: string, on_the_play: string, sideboarded = false) => ({ won_by, on_the_play, sideboarded });
/** A 2–1: the winner on the play in game 1, loses game 2 on the draw, wins game 3 on the draw. */
const twoOne = [game('winner', 'winner'), game('loser', 'loser', true), game('winner', 'loser', true)];

let room: { id: string };
let jund: { id: string; name: string };
let tron: { id: string; name: string };
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Best of Three');
  jund = await archetype(room.id, 'Jund');
  tron = await archetype(room.id, 'Tron');
});

const sides = () => ({ project_id: room.id, winner_archetype_id: jund.id, loser_archetype_id: tron.id });

describe('best-of-N matches', () => {
  it('logs a 2–1 with its games; went_first is game 1’s on_the_play and the game counts are kept', async () => {
    const match = await logged({ ...sides(), best_of: 3, games: twoOne });
    expect(match).toMatchObject({ best_of: 3, games: twoOne, went_first: true });
    const row = await t.app.deps.db.match.findUniqueOrThrow({ where: { id: match.id } });
    expect(row).toMatchObject({ gamesWon: 2, gamesLost: 1, playGamesWon: 1, playGamesLost: 0, drawGamesWon: 1, drawGamesLost: 1, preGamesWon: 1, preGamesLost: 0 });
    const drawFirst = await logged({ ...sides(), best_of: 3, games: [game('winner', 'loser'), game('winner', 'winner', true)] });
    expect(drawFirst.went_first).toBe(false);
  });

  it('keeps best-of-one matches as they were: best_of 1 and no games', async () => {
    const match = await logged({ ...sides(), went_first: false });
    expect(match).toMatchObject({ best_of: 1, games: [], went_first: false });
    const row = await t.app.deps.db.match.findUniqueOrThrow({ where: { id: match.id } });
    expect(row).toMatchObject({ gamesWon: 1, gamesLost: 0, drawGamesWon: 1, playGamesWon: 0, preGamesWon: 1 });
  });

  it.each([
    ['the winner did not take the majority', { best_of: 3, games: [game('winner', 'winner'), game('loser', 'loser', true)] }, 'games', 'The match winner must win the majority of the games'],
    ['the loser took the majority', { best_of: 3, games: [game('loser', 'winner'), game('loser', 'loser', true)] }, 'games', 'The match winner must win the majority of the games'],
    ['a game after the deciding one', { best_of: 3, games: [game('winner', 'winner'), game('winner', 'loser', true), game('loser', 'loser', true)] }, 'games.2', 'No game can follow the one that decided the match'],
    ['game 1 sideboarded', { best_of: 3, games: [game('winner', 'winner', true), game('winner', 'loser', true)] }, 'games.0.sideboarded', 'Game 1 is played before sideboarding'],
    ['more games than best_of', { best_of: 1, games: [game('loser', 'winner'), game('winner', 'loser', true)] }, 'games', 'A best-of-N match has at most N games'],
    ['best_of 2', { best_of: 2 }, 'best_of', 'best_of must be 1, 3 or 5'],
    ['a game side that is neither', { best_of: 3, games: [{ won_by: 'me', on_the_play: 'winner', sideboarded: false }] }, 'games.0.won_by', 'won_by must be "winner" or "loser"'],
    ['went_first against game 1', { best_of: 3, went_first: false, games: [game('winner', 'winner'), game('winner', 'loser', true)] }, 'went_first', "went_first must agree with game 1's on_the_play"],
    ['a camelCase key in a game', { best_of: 3, games: [{ wonBy: 'winner', on_the_play: 'winner', sideboarded: false }] }, '(input)', 'Unrecognized key: "wonBy"'],
  ])('refuses %s with a clear message and logs nothing', async (_case, body, field, message) => {
    const before = await matchCount();
    const response = await log({ ...sides(), ...body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.problems.map((problem: { field: string }) => problem.field)).toContain(field);
    expect(await matchCount()).toBe(before);
  });

  it('checks an edit against the games already recorded, and recounts when games change', async () => {
    const match = await logged({ ...sides(), best_of: 3, games: twoOne });
    const clash = await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { went_first: false } });
    expect(clash).toMatchObject({ status: 400, body: { message: "went_first must agree with game 1's on_the_play" } });
    const shorter = await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { best_of: 1 } });
    expect(shorter).toMatchObject({ status: 400, body: { message: 'A best-of-N match has at most N games' } });
    const sweep = await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { games: [game('winner', 'loser'), game('winner', 'winner', true)] } });
    expect(sweep.body).toMatchObject({ best_of: 3, went_first: false, games: [game('winner', 'loser'), game('winner', 'winner', true)] });
    expect(await t.app.deps.db.match.findUniqueOrThrow({ where: { id: match.id } })).toMatchObject({ gamesWon: 2, gamesLost: 0, drawGamesWon: 1, playGamesWon: 1, preGamesWon: 1 });
  });

  it('logs and reads games through GraphQL with the MatchSide enum', async () => {
    const mutation = `mutation ($input: LogMatchInput!) { logMatch(input: $input) { __typename
      ... on LogMatchPayload { match { bestOf wentFirst games { wonBy onThePlay sideboarded } } }
      ... on ValidationError { message problems { field message } } } }`;
    const input = { projectId: room.id, winnerArchetypeId: tron.id, loserArchetypeId: jund.id, bestOf: 3 };
    const created = await t.gql(
      mutation,
      { input: { ...input, games: [{ wonBy: 'LOSER', onThePlay: 'LOSER', sideboarded: false }, { wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: true }, { wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: true }] } },
      w.member.token,
    );
    expect(created.data!.logMatch.match).toEqual({
      bestOf: 3,
      wentFirst: false,
      games: [
        { wonBy: 'LOSER', onThePlay: 'LOSER', sideboarded: false },
        { wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: true },
        { wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: true },
      ],
    });
    const refused = await t.gql(mutation, { input: { ...input, games: [{ wonBy: 'WINNER', onThePlay: 'WINNER', sideboarded: true }, { wonBy: 'WINNER', onThePlay: 'LOSER', sideboarded: true }] } }, w.member.token);
    expect(refused.data!.logMatch).toEqual({ __typename: 'ValidationError', message: 'Game 1 is played before sideboarding', problems: [{ field: 'games.0.sideboarded', message: 'Game 1 is played before sideboarding' }] });
  });

  it('keeps the tally’s game sums equal to the matches’ through logs, edits and imports', async () => {
    const scratch = await project(w.privateTeam.id, 'Game Tally');
    const x = await archetype(scratch.id, 'Xeno');
    const y = await archetype(scratch.id, 'Yeti');
    const first = await logged({ project_id: scratch.id, winner_archetype_id: x.id, loser_archetype_id: y.id, best_of: 3, games: twoOne });
    await logged({ project_id: scratch.id, winner_archetype_id: y.id, loser_archetype_id: x.id, went_first: true });
    await t.rest('PUT', `/matches/${first.id}`, { token: w.member.token, body: { games: [game('winner', 'loser'), game('winner', 'winner', true)] } });
    await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: scratch.id, csv: 'winner_archetype,loser_archetype,best_of,games\nXeno,Yeti,3,win-play loss-draw-sb win-draw-sb\n' } });
    await t.rest('DELETE', `/matches/${first.id}`, { token: w.member.token });
    const columns = ['gamesWon', 'gamesLost', 'playGamesWon', 'playGamesLost', 'drawGamesWon', 'drawGamesLost', 'preGamesWon', 'preGamesLost'];
    const sums = columns.map((c) => `sum("${c}")::int AS "${c}"`).join(', ');
    const grouped = await t.app.deps.db.$queryRawUnsafe(`SELECT "isActive", "winnerArchetypeId"::text, ${sums} FROM "Match" WHERE "projectId" = $1::uuid GROUP BY 1, 2 ORDER BY 1, 2`, scratch.id);
    const tally = await t.app.deps.db.$queryRawUnsafe(`SELECT "isActive", "winnerArchetypeId"::text, ${columns.map((c) => `"${c}"`).join(', ')} FROM "MatchTally" WHERE "projectId" = $1::uuid ORDER BY 1, 2`, scratch.id);
    expect(tally).toEqual(grouped);
    expect(grouped).toContainEqual({ isActive: true, winnerArchetypeId: x.id, gamesWon: 2, gamesLost: 1, playGamesWon: 1, playGamesLost: 0, drawGamesWon: 1, drawGamesLost: 1, preGamesWon: 1, preGamesLost: 0 });
  });
});

describe('games in CSV', () => {
  it('exports best_of and games, and imports them back', async () => {
    const csvRoom = await project(w.privateTeam.id, 'Games CSV');
    const a = await archetype(csvRoom.id, 'Affinity');
    const b = await archetype(csvRoom.id, 'Burn');
    await logged({ project_id: csvRoom.id, winner_archetype_id: a.id, loser_archetype_id: b.id, best_of: 3, games: twoOne });
    const exported = await t.rest('GET', `/matches/export?project_id=${csvRoom.id}`, { token: w.member.token });
    const [header, line] = exported.body.trim().split('\n');
    expect(header).toContain('went_first,best_of,games,notes');
    expect(line).toContain('winner,3,win-play loss-draw-sb win-draw-sb,');
    const copy = await project(w.privateTeam.id, 'Games CSV Copy');
    await archetype(copy.id, 'Affinity');
    await archetype(copy.id, 'Burn');
    const imported = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body } });
    expect(imported).toMatchObject({ status: 200, body: { imported: 1 } });
    const again = await t.rest('GET', `/matches?project_id=${copy.id}`, { token: w.member.token });
    expect(again.body.matches[0]).toMatchObject({ best_of: 3, went_first: true, games: twoOne });
  });

  it('reports a bad games cell or a game record that does not make a match, by line', async () => {
    const csv = 'winner_archetype,loser_archetype,best_of,games\nJund,Tron,3,win-play win-drew\nJund,Tron,3,win-play loss-draw-sb\nJund,Tron,4,\n';
    const dry = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: room.id, csv, dry_run: true } });
    expect(dry.body.errors.map((e: { line: number; message: string }) => [e.line, e.message.slice(0, 30)])).toEqual([
      [2, 'games must be empty or games l'],
      [3, 'The match winner must win the '],
      [4, 'best_of must be 1, 3 or 5'],
    ]);
  });
});

describe('game statistics in stats and the matrix', () => {
  let stats: { id: string };
  let a: { id: string; name: string };
  let b: { id: string; name: string };
  beforeAll(async () => {
    stats = await project(w.privateTeam.id, 'Game Stats');
    a = await archetype(stats.id, 'Amulet');
    b = await archetype(stats.id, 'Boros');
    await logged({ project_id: stats.id, winner_archetype_id: a.id, loser_archetype_id: b.id, best_of: 3, games: twoOne });
    await logged({ project_id: stats.id, winner_archetype_id: b.id, loser_archetype_id: a.id, best_of: 3, games: [game('winner', 'loser'), game('winner', 'winner', true)] });
    await logged({ project_id: stats.id, winner_archetype_id: a.id, loser_archetype_id: b.id, went_first: false });
  });

  it('gives every cell its game figures, and counts games with unit=games, by REST and GraphQL alike', async () => {
    const cellOf = (body: any) => body.matrix.matrix.find((c: any) => c.archetype_id === a.id && c.opponent_id === b.id);
    const byMatch = await t.rest('GET', `/matches/matrix?project_id=${stats.id}`, { token: w.member.token });
    // Amulet: 2–1 (on the play in game 1, then on the draw twice), 0–2 (on the play in game 1, on the draw in game 2), and a Bo1 win on the draw.
    expect(cellOf(byMatch.body)).toMatchObject({ wins: 2, losses: 1, games: { wins: 3, losses: 3, on_the_play: { wins: 1, games: 2 }, on_the_draw: { wins: 2, games: 4 }, pre_sideboard: { wins: 2, games: 3 }, post_sideboard: { wins: 1, games: 3 } } });
    const byGame = await t.rest('GET', `/matches/matrix?project_id=${stats.id}&unit=games`, { token: w.member.token });
    expect(byGame.body.matrix.unit).toBe('games');
    expect(cellOf(byGame.body)).toMatchObject({ wins: 3, losses: 3, sample_size: 6, win_rate: 0.5, first_sample_size: 2 });
    expect(byGame.body.matrix.archetypes.find((x: any) => x.id === a.id)).toMatchObject({ total_matches: 6, total_wins: 3 });
    const refused = await t.rest('GET', `/matches/matrix?project_id=${stats.id}&unit=rounds`, { token: w.member.token });
    expect(refused).toMatchObject({ status: 400, body: { message: 'unit must be "matches" or "games"' } });

    const gql = await t.gql(
      `query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { unit: GAMES }) { unit cells { archetypeId opponentId wins sampleSize games { wins losses onTheDraw { wins games } } }
        rows { archetypeId wins firstWins firstGames gameWins playGames playWins preWins counts } } } }`,
      { id: stats.id },
      w.member.token,
    );
    const matrix = gql.data!.project.matchupMatrix;
    expect(matrix.unit).toBe('GAMES');
    expect(matrix.cells.find((c: any) => c.archetypeId === a.id)).toEqual({ archetypeId: a.id, opponentId: b.id, wins: 3, sampleSize: 6, games: { wins: 3, losses: 3, onTheDraw: { wins: 2, games: 4 } } });
    const { counts, ...row } = matrix.rows.find((r: any) => r.archetypeId === a.id);
    expect(row).toMatchObject({ archetypeId: a.id, gameWins: [0, 3], playGames: [0, 2], playWins: [0, 1], preWins: [0, 2] });
    // The same seven lists in one value (the web's grid reads this one).
    for (const r of matrix.rows) {
      const { archetypeId: _, counts: together, ...apart } = r;
      expect(together).toEqual(apart);
    }
    expect(counts.gameWins).toEqual([0, 3]);
  });

  it('gives a perspective’s game statistics in /matches/stats and matchStats', async () => {
    const rest = await t.rest('GET', `/matches/stats?archetype_id=${a.id}`, { token: w.member.token });
    expect(rest.body).toMatchObject({ total_matches: 3, wins: 2, games: { wins: 3, losses: 3, win_rate: 0.5, on_the_play: { wins: 1, games: 2 }, pre_sideboard: { wins: 2, games: 3 } } });
    const gql = await t.gql(`query ($a: ID!) { matchStats(archetypeId: $a) { games { wins losses winRate confidenceInterval { lower upper } } } }`, { a: a.id }, w.member.token);
    expect(gql.data!.matchStats.games).toEqual({ wins: 3, losses: 3, winRate: 0.5, confidenceInterval: rest.body.games.confidence_interval });
  });
});
