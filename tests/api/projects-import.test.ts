// POST /api/projects/import: an archive recreated in a team of the caller's, with new ids and in one transaction;
// authors matched to the team's members by username; a bad archive refused with the path of its first problem.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { comparable, exportOf, roundTrip, seedArchivedProject } from './helpers/archive-round-trip.ts';
import { signedInUser } from './helpers/users.ts';

useAppWithWorld();

const importInto = (teamId: string, archive: unknown, token = w.owner.token) => t.rest('POST', '/projects/import', { token, body: { team_id: teamId, archive } });

/** Rows of every table an import writes, to show that a refused import wrote none. */
async function rowCounts() {
  const db = t.app.deps.db;
  const [projects, archetypes, decklists, versions, cards, matches, comments] = await Promise.all([
    db.project.count(),
    db.archetype.count(),
    db.decklist.count(),
    db.decklistVersion.count(),
    db.cardLine.count(),
    db.match.count(),
    db.comment.count(),
  ]);
  return { projects, archetypes, decklists, versions, cards, matches, comments };
}

let archive: Record<string, any>;

describe('project import', () => {
  it('round-trips: export → import → export gives the same document apart from when it was exported', async () => {
    const { first, second, imported, projectId } = await roundTrip(t, w);
    archive = first;
    expect(comparable(second)).toEqual(comparable(first));
    expect(imported).toMatchObject({ name: 'Season to archive', team_id: w.publicTeam.id, visibility: 'private' });
    expect(imported.id).not.toBe(projectId);
    // Every section was there to compare: an empty one would round-trip trivially.
    const { archetypes, decklists, matches, comments, metagame, sideboard_guides: guides } = first.sections;
    expect([archetypes.length, decklists[0].versions.length, matches.length, comments.length, metagame.length, guides.length]).toEqual([2, 2, 3, 4, 2, 2]);
    expect(guides.map((g: { version: number; carried_from_version: number | null }) => [g.version, g.carried_from_version])).toEqual([[1, null], [2, 1]]);
    expect(first.sections.test_plan).toHaveLength(1);
    expect(archetypes.map((a: { is_candidate: boolean }) => a.is_candidate)).toContain(true);
    expect(metagame[1].shares).toEqual([{ archetype: 'archetype:1', share: 0.7 }]);
    expect(decklists[0].raw_import_text).toContain('Smash to Smithereens');
    // The imported rows are the team's own: the matrix reads them (tallies kept by the triggers) and threads show.
    const matrix = await t.rest('GET', `/matches/matrix?project_id=${imported.id}`, { token: w.member.token });
    expect(matrix.status).toBe(200);
    expect(JSON.stringify(matrix.body)).toContain('Burn');
  });

  it('keeps people who are not in the new team as former members, shown like a deleted account', async () => {
    const loner = await signedInUser(t);
    const team = await t.rest('POST', '/teams', { token: loner.token, body: { name: 'Loner Club' } });
    const imported = await importInto(team.body.id, archive, loner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const again = await exportOf(t, loner.token, imported.body.id);
    const people = JSON.stringify(again);
    for (const user of [w.owner, w.admin, w.member]) expect(people).not.toContain(user.username);
    expect(again.sections.comments.map((c: { author: string | null }) => c.author)).toEqual([null, null, null, null]);
    // The GraphQL comment shows no author, which the web client labels "Former member" (CommentItem).
    const burn = await t.app.deps.db.archetype.findFirstOrThrow({ where: { projectId: imported.body.id, name: 'Burn' } });
    const thread = await t.gql(`query ($id: ID!) { archetype(id: $id) { comments(first: 5) { edges { node { content author { username } } } } } }`, { id: burn.id }, loner.token);
    expect(thread.data?.archetype.comments.edges[0].node).toEqual({ content: 'Is **Burn** still good?', author: null });
  });

  it('names the copy "… (imported)" when the team already has a project of that name', async () => {
    const names = [];
    for (let i = 0; i < 2; i++) names.push((await importInto(w.privateTeam.id, archive)).body.name);
    expect(names).toEqual(['Season to archive (imported)', 'Season to archive (imported 2)']);
  });

  it('refuses an archive that is not one, naming the path of the first problem, and writes nothing', async () => {
    const before = await rowCounts();
    const wrongFormat = await importInto(w.privateTeam.id, { ...archive, format: 'something-else' });
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.message).toMatch(/^The archive is not valid at format: /);
    expect(wrongFormat.body.problems[0].field).toBe('archive.format');
    const badQuantity = structuredClone(archive);
    badQuantity.sections.decklists[0].versions[1].cards[0].quantity = 0;
    const refused = await importInto(w.privateTeam.id, badQuantity);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The archive is not valid at sections\.decklists\.0\.versions\.1\.cards\.0\.quantity: /);
    expect((await importInto(w.privateTeam.id, 'not an object')).status).toBe(400);
    expect((await t.rest('POST', '/projects/import', { token: w.owner.token, body: { archive } })).body.problems[0].field).toBe('team_id');
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves nothing behind when the archive turns out wrong late, after other sections were written', async () => {
    const before = await rowCounts();
    // The last comment answers one the archive does not hold: found after the archetypes, decklists and matches.
    const late = structuredClone(archive);
    late.sections.comments.at(-1).parent = 'comment:99';
    const refused = await importInto(w.privateTeam.id, late);
    expect(refused).toMatchObject({ status: 400, body: { message: 'The archive is not valid at sections.comments.3.parent: comment:99 is not in the archive' } });
    const badGames = structuredClone(archive);
    badGames.sections.matches[0].games[2].won_by = 'loser';
    expect((await importInto(w.privateTeam.id, badGames)).body.message).toBe('The archive is not valid at sections.matches.0.games: The match winner must win the majority of the games');
    const unknownShare = structuredClone(archive);
    unknownShare.sections.metagame[0].shares[1].archetype = 'archetype:7';
    expect((await importInto(w.privateTeam.id, unknownShare)).body.message).toBe('The archive is not valid at sections.metagame.0.shares.1.archetype: archetype:7 is not in the archive');
    const unknownVersion = structuredClone(archive);
    unknownVersion.sections.sideboard_guides[1].version = 9;
    expect((await importInto(w.privateTeam.id, unknownVersion)).body.message).toBe('The archive is not valid at sections.sideboard_guides.1.version: decklist:1#9 is not in the archive');
    const twice = structuredClone(archive);
    twice.sections.decklists[0].versions[1].number = 1;
    expect((await importInto(w.privateTeam.id, twice)).body.message).toBe('The archive is not valid at sections.decklists.0.versions.1.number: version 1 is there twice');
    expect(await rowCounts()).toEqual(before);
  });

  it('imports an archive written before the metagame section existed', async () => {
    const { metagame: _, ...older } = archive.sections;
    const imported = await importInto(w.privateTeam.id, { ...archive, sections: older });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect((await exportOf(t, w.owner.token, imported.body.id)).sections.metagame).toEqual([]);
  });

  it('is for team owners and admins', async () => {
    const before = await rowCounts();
    expect(await importInto(w.privateTeam.id, archive, w.member.token)).toMatchObject({ status: 403, body: { message: 'Only team owners and admins can import a project' } });
    expect((await importInto(w.privateTeam.id, archive, w.outsider.token)).status).toBe(404);
    expect((await importInto(w.publicTeam.id, archive, w.outsider.token)).status).toBe(403);
    expect((await t.rest('POST', '/projects/import', { body: { team_id: w.privateTeam.id, archive } })).status).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses archives above the 2 MB request limit', async () => {
    const big = structuredClone(archive);
    big.project.description = 'x'.repeat(2 * 1024 * 1024);
    expect((await importInto(w.privateTeam.id, big)).status).toBe(413);
  });

  it('works the same through GraphQL: exportProject and importProject', async () => {
    const projectId = await seedArchivedProject(t, w, 'Through GraphQL');
    const exported = await t.gql<{ exportProject: Record<string, any> }>('query ($id: ID!) { exportProject(projectId: $id) }', { id: projectId }, w.admin.token);
    expect(exported.data?.exportProject.project.name).toBe('Through GraphQL');
    const mutation = `mutation ($input: ImportProjectInput!) { importProject(input: $input) {
      __typename ... on ImportProjectPayload { project { databaseId name } } ... on Error { message } } }`;
    const result = await t.gql(mutation, { input: { teamId: w.publicTeam.id, archive: exported.data!.exportProject } }, w.admin.token);
    expect(result.data?.importProject.__typename, JSON.stringify(result)).toBe('ImportProjectPayload');
    const copy = await exportOf(t, w.admin.token, result.data!.importProject.project.databaseId);
    expect(comparable(copy)).toEqual(comparable(exported.data!.exportProject));
    const bad = await t.gql(mutation, { input: { teamId: w.publicTeam.id, archive: { format: 'x' } } }, w.admin.token);
    expect(bad.data?.importProject).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/^The archive is not valid at format: /) });
  });
});
