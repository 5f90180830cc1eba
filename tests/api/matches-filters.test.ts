// The match list's filters and paging, statistics, and the same numbers and writes through GraphQL, on the Matrix
// Lab's hand-counted matches (helpers/match-data.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { listedNumbers, useMatrixLab, type Cell } from './helpers/match-data.ts';

useAppWithWorld();

const fixture = useMatrixLab();
let lab: { id: string };
let A: { id: string; name: string };
let B: { id: string; name: string };
let C: { id: string; name: string };
let alphaList: { id: string };
let match: Record<number, Record<string, any>>;
beforeAll(() => ({ project: lab, A, B, C, alphaList, match } = fixture));

const numbers = (query: string) => listedNumbers(lab.id, query);

describe('filters and statistics', () => {
  it('lists newest first with every filter of section 3, paged by limit (default 20) and offset', async () => {
    expect(await numbers('')).toEqual({ total: 7, notes: [8, 6, 5, 4, 3, 2, 1] });
    expect(await numbers('&include_inactive=true')).toEqual({ total: 8, notes: [8, 7, 6, 5, 4, 3, 2, 1] });
    expect(await numbers(`&archetype_id=${C.id}`)).toEqual({ total: 2, notes: [5, 4] });
    // A pair, either way round (a matrix cell's games), and an opponent alone.
    expect(await numbers(`&archetype_id=${A.id}&opponent_archetype_id=${B.id}`)).toEqual({ total: 4, notes: [8, 3, 2, 1] });
    expect(await numbers(`&archetype_id=${B.id}&opponent_archetype_id=${A.id}`)).toEqual({ total: 4, notes: [8, 3, 2, 1] });
    expect(await numbers(`&archetype_id=${A.id}&opponent_archetype_id=${C.id}`)).toEqual({ total: 1, notes: [4] });
    expect(await numbers(`&opponent_archetype_id=${C.id}`)).toEqual({ total: 2, notes: [5, 4] });
    expect(await numbers(`&user_id=${w.admin.id}`)).toEqual({ total: 6, notes: [8, 6, 5, 3, 2, 1] });
    expect(await numbers(`&decklist_id=${alphaList.id}`)).toEqual({ total: 3, notes: [8, 4, 1] });
    expect(await numbers('&date_from=2024-02-01&date_to=2024-02-02')).toEqual({ total: 2, notes: [5, 4] });
    expect(await numbers('&date_from=2024-01-11T12:00:00Z&date_to=2024-01-12T12:00:00Z')).toEqual({ total: 2, notes: [3, 2] });
    expect(await numbers('&went_first=false')).toEqual({ total: 1, notes: [2] });
    expect(await numbers('&went_first=false&include_inactive=true')).toEqual({ total: 2, notes: [7, 2] });
    expect(await numbers('&limit=2&offset=1')).toEqual({ total: 7, notes: [6, 5] });
    const page = await t.rest('GET', `/matches?project_id=${lab.id}`, { token: w.member.token });
    expect(page.body).toMatchObject({ total: 7, limit: 20, offset: 0 });
  });

  it.each([
    ['limit=0', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'Limit must be a whole number from 1 to 100'],
    ['offset=-1', 'Offset must be a whole number of at least 0'],
    ['date_from=2024-13-01', 'Start date is not a valid date'],
    ['date_to=soon', 'End date is not a valid date'],
    ['date_from=2024-03-01&date_to=2024-02-01', 'Start date must not be after end date'],
    ['went_first=maybe', 'went_first must be true or false'],
    ['user_id=bob', 'User ID is not a valid id'],
    ['opponent_archetype_id=bob', 'Opponent archetype ID is not a valid id'],
  ])('refuses the list filter %s with "%s"', async (query, message) => {
    expect(await t.rest('GET', `/matches?project_id=${lab.id}&${query}`, { token: w.member.token })).toMatchObject({ status: 400, body: { message } });
  });

  const stats = async (query: string) => {
    const response = await t.rest('GET', `/matches/stats?${query}`, { token: w.member.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('computes stats for an archetype, a player, a player with an archetype, a decklist and a project', async () => {
    // A: matches 1, 2, 3, 4, 8 (the mirror 6 is no win and no loss); went first known in 1, 2, 3, 8, winner first in 1, 3, 8.
    expect(await stats(`archetype_id=${A.id}`)).toMatchObject({ total_matches: 5, wins: 4, losses: 1, win_rate: 0.8, first_player_wins: 3, first_player_rate: 0.75 });
    // member: 1, 2, 4, 6, 8 won and 3 lost; went first known in 1, 2, 3, 6, 8, winner first in 1, 3, 6, 8.
    expect(await stats(`user_id=${w.member.id}&project_id=${lab.id}`)).toMatchObject({ total_matches: 6, wins: 5, losses: 1, win_rate: 5 / 6, first_player_wins: 4, first_player_rate: 0.8 });
    // member playing A: the same six (in the mirror only the winner side is member-with-A).
    expect(await stats(`user_id=${w.member.id}&archetype_id=${A.id}`)).toMatchObject({ total_matches: 6, wins: 5 });
    expect(await stats(`decklist_id=${alphaList.id}`)).toMatchObject({ total_matches: 3, wins: 3, losses: 0, win_rate: 1, first_player_wins: 2, first_player_rate: 1 });
    // The project alone: every match from its winner's side; who went first is known in 6 of 7, the winner in 5.
    expect(await stats(`project_id=${lab.id}`)).toMatchObject({ total_matches: 7, wins: 7, losses: 0, win_rate: 1, first_player_wins: 5, first_player_rate: 5 / 6 });
    expect(await t.rest('GET', '/matches/stats', { token: w.member.token })).toMatchObject({ status: 400, body: { message: 'Give a project_id, user_id, archetype_id or decklist_id' } });
    // Outside readers see nothing of a private archetype's matches.
    expect((await t.rest('GET', `/matches/stats?archetype_id=${A.id}`, { token: w.outsider.token })).body.total_matches).toBe(0);
  });
});

describe('the same through GraphQL', () => {
  it('serves the same numbers through GraphQL', async () => {
    const response = await t.gql(
      `query ($id: ID!, $filter: MatchupMatrixFilter, $field: [MetagameShareInput!]!) {
        project(id: $id) {
          matchCount
          matches(first: 2, filter: { archetypeId: "${C.id}" }) { totalCount edges { node { notes winnerArchetype { name } winnerDecklist { name } } } }
          matchupMatrix(filter: $filter) {
            projectName totalMatches minSampleSize
            archetypes { archetypeId shortName totalMatches totalWins winRate }
            cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate isSignificant band confidenceInterval { lower upper } gamesNeeded(halfWidth: 0.1) }
            expectedWinRates(field: $field) { archetypeId expectedWinRate coverage interval { lower upper } }
          }
        }
        stats: matchStats(archetypeId: "${encodeGlobalID('Archetype', A.id)}") { totalMatches wins losses winRate firstPlayerWins firstPlayerRate }
      }`,
      { id: lab.id, filter: { minSampleSize: 2 }, field: [{ archetypeId: encodeGlobalID('Archetype', A.id), share: 1 }, { archetypeId: B.id, share: 1 }] },
      w.member.token,
    );
    expect(response.errors).toBeUndefined();
    const p = response.data!.project;
    expect(p.matchCount).toBe(7);
    expect(p.matches).toEqual({ totalCount: 2, edges: [{ node: { notes: '#5', winnerArchetype: { name: 'Gamma' }, winnerDecklist: null } }, { node: { notes: '#4', winnerArchetype: { name: 'Alpha' }, winnerDecklist: { name: 'Alpha list' } } }] });
    expect(p.matchupMatrix).toMatchObject({ projectName: 'Matrix Lab', totalMatches: 7, minSampleSize: 2 });
    const ab = p.matchupMatrix.cells.find((c: Cell) => c.archetypeId === A.id && c.opponentId === B.id);
    expect(ab).toMatchObject({ wins: 3, losses: 1, sampleSize: 4, winRate: 0.75, winRatePercent: 75, firstWinRate: 1, isSignificant: true, band: 'EXCELLENT', gamesNeeded: 89 });
    const ac = p.matchupMatrix.cells.find((c: Cell) => c.archetypeId === A.id && c.opponentId === C.id);
    expect(ac).toMatchObject({ isSignificant: false, band: 'NONE', confidenceInterval: { upper: 1 } });
    expect(p.matchupMatrix.expectedWinRates.find((e: Cell) => e.archetypeId === A.id)).toMatchObject({ expectedWinRate: 0.625, coverage: 1 });
    expect(response.data!.stats).toEqual({ totalMatches: 5, wins: 4, losses: 1, winRate: 0.8, firstPlayerWins: 3, firstPlayerRate: 0.75 });

    const refused = await t.gql(`query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { minSampleSize: 0 }) { totalMatches } } }`, { id: lab.id }, w.member.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Minimum sample size must be at least 1', extensions: { code: 'VALIDATION' } });
    const hidden = await t.gql(`query ($id: ID!) { project(id: $id) { matchCount } match(id: "${match[1].id}") { notes } }`, { id: lab.id }, w.outsider.token);
    expect(hidden.data).toEqual({ project: null, match: null });
  });

  it('logs, edits and deletes through GraphQL mutations with typed errors', async () => {
    const logMutation = `mutation ($input: LogMatchInput!) { logMatch(input: $input) { __typename
      ... on LogMatchPayload { match { id databaseId wentFirst winnerArchetype { name } loserArchetype { name } winnerUser { username } winnerDecklistVersion } }
      ... on Error { message code } } }`;
    const created = await t.gql(
      logMutation,
      { input: { projectId: encodeGlobalID('Project', lab.id), winnerArchetypeId: encodeGlobalID('Archetype', C.id), loserArchetypeId: A.id, winnerUserId: w.owner.id, wentFirst: false, matchDate: '2024-04-01', notes: '#9' } },
      w.owner.token,
    );
    const logged9 = created.data!.logMatch.match;
    expect(logged9).toMatchObject({ wentFirst: false, winnerArchetype: { name: 'Gamma' }, loserArchetype: { name: 'Alpha' }, winnerUser: { username: w.owner.username }, winnerDecklistVersion: null });
    const invalid = await t.gql(logMutation, { input: { projectId: lab.id, loserArchetypeId: A.id } }, w.owner.token);
    expect(invalid.data!.logMatch).toEqual({ __typename: 'ValidationError', message: 'Winner archetype or user is required', code: 'VALIDATION' });
    const outsider = await t.gql(logMutation, { input: { projectId: lab.id, winnerArchetypeId: A.id, loserArchetypeId: B.id } }, w.outsider.token);
    expect(outsider.data!.logMatch.__typename).toBe('NotFoundError');

    const updated = await t.gql(
      `mutation ($input: UpdateMatchInput!) { updateMatch(input: $input) { ... on UpdateMatchPayload { match { wentFirst notes winnerUser { username } } } } }`,
      { input: { id: logged9.id, wentFirst: null, winnerUserId: null } },
      w.member.token,
    );
    expect(updated.data!.updateMatch.match).toEqual({ wentFirst: null, notes: '#9', winnerUser: null });
    const deleted = await t.gql(`mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }`, { input: { id: logged9.databaseId } }, w.member.token);
    expect(deleted.data!.deleteMatch.__typename).toBe('DeleteMatchPayload');
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { ... on Match { isActive } } }`, { id: logged9.id }, w.member.token)).data!.node).toEqual({ isActive: false });
    expect((await numbers('')).total).toBe(7);
  });
});
