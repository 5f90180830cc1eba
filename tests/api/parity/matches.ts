// Parity cases for matches, their statistics, the matrix and CSV: each REST call next to its GraphQL field or mutation.
import { expect } from 'vitest';
import { gid, call, query, mutate, twins, snake, edges, duel, lab, MATCH, restMatch, gqlMatch, STATS, GAME_STATS, IMPORT_REPORT, namedMatrix, snakeToCamel, type Row } from './decks-support.ts';
import type { ParityCases } from './cases.ts';

/** The lab's matrix counting games (its best-of-three counts three), by REST and by GraphQL. */
async function matrixInGames(env: Parameters<typeof lab>[0]) {
  const { projectId } = await lab(env);
  const rest = (await call(env, 'GET', `/matches/matrix?project_id=${projectId}&unit=games`)).matrix;
  const gql = await query(env, `query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { unit: GAMES }) {
    projectName totalMatches minSampleSize archetypes { archetypeId name shortName totalMatches totalWins winRate }
    cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate firstSampleSize isSignificant band confidenceInterval { lower upper } ${GAME_STATS} } } } }`,
    { id: gid('Project', projectId) });
  const restMatrix = { ...rest, archetypes: rest.archetypes.map(({ id, ...a }: Row) => ({ archetype_id: id, ...a })), cells: rest.matrix };
  // The best-of-three Gamma won 2–1 counts three games.
  expect(restMatrix.archetypes.find((a: Row) => a.name === 'Gamma')).toMatchObject({ total_matches: 5 });
  const { unit, ...comparable } = restMatrix;
  expect(unit).toBe('games');
  return [namedMatrix(comparable), namedMatrix(snake(gql.project.matchupMatrix))];
}

const SNAPSHOT = 'databaseId asOf shares { archetypeId share } savedBy { username } savedAt';
/** A saved metagame with archetype names for ids (each side has its own twin project). */
const restSnapshot = (s: Row, names: Record<string, string>) => ({ as_of: s.as_of, shares: s.shares.map((x: Row) => [names[x.archetype_id], x.share]), saved_by: s.saved_by?.username ?? null });
const gqlSnapshot = (s: Row, names: Record<string, string>) => ({ as_of: s.asOf, shares: s.shares.map((x: Row) => [names[x.archetypeId], x.share]), saved_by: s.savedBy?.username ?? null });

export const matchCases: ParityCases = {
  // ---- Matches ----
  'POST /matches': async (env) => {
    const [r, g] = await twins(() => duel(env));
    const input = (s: typeof r) => ({
      project_id: s.projectId,
      winner_archetype_id: s.alpha,
      loser_archetype_id: s.beta,
      winner_decklist_id: s.alphaList,
      loser_decklist_id: s.betaList,
      winner_user_id: env.w.member.id,
      loser_user_id: env.w.admin.id,
      went_first: false,
      match_date: '2024-05-01T18:30:00+02:00',
      notes: '  Turn four kill  ',
    });
    const rest = await call(env, 'POST', '/matches', input(r));
    const gql = await mutate(env, 'logMatch', snakeToCamel(input(g)), `match { ${MATCH} }`);
    return [restMatch(rest), gqlMatch(gql.match)];
  },

  'GET /matches': async (env) => {
    const { projectId, B } = await lab(env);
    // Beta's matches, the deleted one included, newest first.
    const rest = await call(env, 'GET', `/matches?project_id=${projectId}&archetype_id=${B}&include_inactive=true`);
    const gql = await query(env, `query ($id: ID!, $filter: MatchFilter) { project(id: $id) { matches(filter: $filter) { totalCount edges { node { ${MATCH} } } } } }`,
      { id: gid('Project', projectId), filter: { archetypeId: gid('Archetype', B), includeInactive: true } });
    return [
      { total: rest.total, matches: rest.matches.map(restMatch) },
      { total: gql.project.matches.totalCount, matches: edges(gql.project.matches).map(gqlMatch) },
    ];
  },

  'GET /matches/stats': async (env) => {
    const { projectId, A, alphaList } = await lab(env);
    const { member } = env.w;
    const rest = {
      archetype: await call(env, 'GET', `/matches/stats?archetype_id=${A}`),
      player: await call(env, 'GET', `/matches/stats?user_id=${member.id}&project_id=${projectId}`),
      decklist: await call(env, 'GET', `/matches/stats?decklist_id=${alphaList}`),
    };
    const gql = await query(env, `query ($a: ID!, $u: ID!, $p: ID!, $d: ID!) { archetype: matchStats(archetypeId: $a) { ${STATS} ${GAME_STATS} }
      player: matchStats(userId: $u, projectId: $p) { ${STATS} ${GAME_STATS} } decklist: matchStats(decklistId: $d) { ${STATS} ${GAME_STATS} } }`,
      { a: gid('Archetype', A), u: gid('User', member.id), p: projectId, d: gid('Decklist', alphaList) });
    expect(rest.archetype).toMatchObject({ total_matches: 5, wins: 3, losses: 2 });
    return [rest, snake(gql)];
  },

  'GET /matches/matrix': async (env) => {
    const { projectId } = await lab(env);
    const rest = (await call(env, 'GET', `/matches/matrix?project_id=${projectId}&min_sample_size=2&target_half_width=0.1`)).matrix;
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { matchupMatrix(filter: { minSampleSize: 2 }) {
      projectName totalMatches minSampleSize archetypes { archetypeId name shortName totalMatches totalWins winRate }
      cells { archetypeId opponentId wins losses sampleSize winRate winRatePercent firstWinRate firstSampleSize isSignificant band
        confidenceInterval { lower upper } gamesNeeded(halfWidth: 0.1) ${GAME_STATS} } } } }`, { id: gid('Project', projectId) });
    const restMatrix = { ...rest, archetypes: rest.archetypes.map(({ id, ...a }: Row) => ({ archetype_id: id, ...a })), cells: rest.matrix };
    const gqlMatrix = snake(gql.project.matchupMatrix);
    expect(restMatrix.total_matches).toBe(6);
    const [restGames, gqlGames] = await matrixInGames(env);
    return [[namedMatrix(restMatrix), restGames], [namedMatrix(gqlMatrix), gqlGames]];
  },

  'PUT /projects/:id/metagame': async (env) => {
    const [r, g] = await twins(() => duel(env));
    const rest = await call(env, 'PUT', `/projects/${r.projectId}/metagame`, { shares: [{ archetype_id: r.alpha, share: 60 }, { archetype_id: r.beta, share: 40 }], as_of: '2026-11-01' });
    const gql = await mutate(env, 'saveMetagame', { projectId: g.projectId, shares: [{ archetypeId: gid('Archetype', g.alpha), share: 60 }, { archetypeId: g.beta, share: 40 }], asOf: '2026-11-01' }, `metagame { ${SNAPSHOT} }`);
    const names = (s: typeof r) => ({ [s.alpha]: 'Alpha', [s.beta]: 'Beta' });
    return [restSnapshot(rest, names(r)), gqlSnapshot(gql.metagame, names(g))];
  },

  'GET /projects/:id/metagame': async (env) => {
    const { projectId, alpha, beta } = await duel(env);
    await call(env, 'PUT', `/projects/${projectId}/metagame`, { shares: [{ archetype_id: alpha, share: 1 }], as_of: '2026-10-01' });
    await call(env, 'PUT', `/projects/${projectId}/metagame`, { shares: [{ archetype_id: alpha, share: 2 }, { archetype_id: beta, share: 3 }] });
    const names = { [alpha]: 'Alpha', [beta]: 'Beta' };
    const rest = await call(env, 'GET', `/projects/${projectId}/metagame`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { metagame { ${SNAPSHOT} } metagameHistory { ${SNAPSHOT} } } }`, { id: projectId });
    expect(rest.history).toHaveLength(1);
    return [
      { current: restSnapshot(rest.current, names), history: rest.history.map((s: Row) => restSnapshot(s, names)) },
      { current: gqlSnapshot(gql.project.metagame, names), history: gql.project.metagameHistory.map((s: Row) => gqlSnapshot(s, names)) },
    ];
  },

  'GET /matches/export': async (env) => {
    const { projectId } = await lab(env);
    const response = await env.t.rest('GET', `/matches/export?project_id=${projectId}&include_inactive=true`, { token: env.w.owner.token });
    expect(response.status).toBe(200);
    const csv = String(response.body);
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { matchesCsv(filter: { includeInactive: true }) { filename rows csv } } }`, { id: gid('Project', projectId) });
    return [{ filename, rows: csv.trim().split('\n').length - 1, csv }, gql.project.matchesCsv];
  },

  'POST /matches/import': async (env) => {
    const [r, g] = await twins(() => duel(env));
    const { member, admin } = env.w;
    const header = 'match_date,winner_archetype,winner_decklist,loser_archetype,winner_user,loser_user,went_first,notes';
    const good = [`2024-06-01,Alpha,Alpha list,Beta,${member.username},${admin.username},winner,first`, '2024-06-02T10:00:00Z,Beta,,Alpha,,,loser,second'];
    const withErrors = [header, ...good, '2024-06-31,Alpha,,Beta,,,,bad date', '2024-06-03,Alpha,,Delta,,,,unknown archetype'].join('\n');
    const csv = [header, ...good].join('\n');
    // A dry run reports the bad lines and writes nothing; the real import writes every row.
    const rest = {
      dry: await call(env, 'POST', '/matches/import', { project_id: r.projectId, csv: withErrors, dry_run: true }),
      real: await call(env, 'POST', '/matches/import', { project_id: r.projectId, csv }),
      matches: (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).matches.map(restMatch),
    };
    const projectId = gid('Project', g.projectId);
    const gql = {
      dry: snake(await mutate(env, 'importMatchesCsv', { projectId, csv: withErrors, dryRun: true }, IMPORT_REPORT)),
      real: snake(await mutate(env, 'importMatchesCsv', { projectId, csv }, IMPORT_REPORT)),
      matches: edges((await query(env, `query ($id: ID!) { project(id: $id) { matches { edges { node { ${MATCH} } } } } }`, { id: projectId })).project.matches).map(gqlMatch),
    };
    expect(rest.matches).toHaveLength(2);
    return [rest, gql];
  },

  'GET /matches/:id': async (env) => {
    const { matches } = await lab(env);
    const rest = [await call(env, 'GET', `/matches/${matches[0]}`), await call(env, 'GET', `/matches/${matches[5]}`), await call(env, 'GET', `/matches/${matches[6]}`)];
    const gql = await query(env, `query ($a: ID!, $b: ID!, $c: ID!) { a: match(id: $a) { ${MATCH} } b: match(id: $b) { ${MATCH} } c: match(id: $c) { ${MATCH} } }`, { a: gid('Match', matches[0]), b: matches[5], c: matches[6] });
    expect(rest[2].games).toHaveLength(3);
    return [rest.map(restMatch), [gql.a, gql.b, gql.c].map(gqlMatch)];
  },

  'PUT /matches/:id': async (env) => {
    const logged = async () => {
      const s = await duel(env);
      const body = { project_id: s.projectId, winner_archetype_id: s.alpha, loser_archetype_id: s.beta, winner_decklist_id: s.alphaList, winner_user_id: env.w.member.id, went_first: true, notes: 'first' };
      return { ...s, id: (await call(env, 'POST', '/matches', body)).id as string };
    };
    const [r, g] = await twins(logged);
    // Absent fields stay, null clears an optional one.
    const changes = (s: typeof r) => ({ went_first: false, notes: null, winner_user_id: null, loser_user_id: env.w.admin.id, loser_decklist_id: s.betaList, match_date: '2024-07-01T10:00:00Z' });
    const rest = await call(env, 'PUT', `/matches/${r.id}`, changes(r));
    const gql = await mutate(env, 'updateMatch', { id: gid('Match', g.id), ...snakeToCamel(changes(g)) }, `match { ${MATCH} }`);
    return [restMatch(rest), gqlMatch(gql.match)];
  },

  'DELETE /matches/:id': async (env) => {
    const logged = async () => {
      const s = await duel(env);
      const body = { project_id: s.projectId, winner_archetype_id: s.beta, loser_archetype_id: s.alpha, match_date: '2024-08-01T09:00:00Z', notes: 'to delete' };
      return { ...s, id: (await call(env, 'POST', '/matches', body)).id as string };
    };
    const [r, g] = await twins(logged);
    await call(env, 'DELETE', `/matches/${r.id}`);
    await mutate(env, 'deleteMatch', { id: gid('Match', g.id) }, 'deletedId');
    // Deleting is soft: the match stays readable as inactive and leaves the lists and the matrix.
    const list = (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).total;
    const matrix = (await call(env, 'GET', `/matches/matrix?project_id=${r.projectId}`)).matrix.total_matches;
    const rest = { match: restMatch(await call(env, 'GET', `/matches/${r.id}`)), list, matrix };
    const read = await query(env, `query ($m: ID!, $p: ID!) { match(id: $m) { ${MATCH} } project(id: $p) { matches { totalCount } matchupMatrix { totalMatches } } }`, { m: g.id, p: g.projectId });
    return [rest, { match: gqlMatch(read.match), list: read.project.matches.totalCount, matrix: read.project.matchupMatrix.totalMatches }];
  },
};
