// CSV export and import of matches: a round trip that reproduces the Matrix Lab's matrix, bad rows reported by line,
// and formulas kept harmless.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, decklist, logged, matchCount, matrixOf, project, useMatrixLab, type Cell } from './helpers/match-data.ts';

useAppWithWorld();

const fixture = useMatrixLab();
let lab: { id: string };
let A: { id: string; name: string };
let B: { id: string; name: string };
let C: { id: string; name: string };
let match: Record<number, Record<string, any>>;
beforeAll(() => ({ project: lab, A, B, C, match } = fixture));

const matrix = (query = '') => matrixOf(lab.id, query);

describe('CSV export and import', () => {
  it('exports CSV and imports it again into another project with the same names, reproducing the matrix', async () => {
    const exported = await t.rest('GET', `/matches/export?project_id=${lab.id}`, { token: w.member.token });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="matrix-lab-matches.csv"');
    const lines = exported.body.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('id,match_date,winner_archetype,winner_decklist,winner_decklist_version,winner_user,loser_archetype,loser_decklist,loser_decklist_version,loser_user,went_first,best_of,games,notes,recorded_by,is_active');
    expect(lines[1]).toBe(`${match[8].id},2024-03-05T12:00:00.000Z,Alpha,Alpha list,2,${w.member.username},Beta,,,${w.admin.username},winner,1,,#8,${w.member.username},true`);

    const copy = await project(w.privateTeam.id, 'Matrix Copy');
    const [a2, b2, c2] = [await archetype(copy.id, 'Alpha'), await archetype(copy.id, 'Beta'), await archetype(copy.id, 'Gamma')];
    await decklist(a2.id, 'Alpha list');
    const dry = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body, dry_run: true } });
    expect(dry).toMatchObject({ status: 200, body: { dry_run: true, total_rows: 7, valid_rows: 7, imported: 0, errors: [] } });
    expect(await t.app.deps.db.match.count({ where: { projectId: copy.id } })).toBe(0);
    const real = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body } });
    expect(real).toMatchObject({ status: 200, body: { dry_run: false, total_rows: 7, imported: 7 } });

    const original = await matrix();
    const copied = await t.rest('GET', `/matches/matrix?project_id=${copy.id}`, { token: w.member.token });
    const byName = (cells: Cell[], ids: Record<string, string>) =>
      Object.fromEntries(cells.map((c) => [`${ids[c.archetype_id]}>${ids[c.opponent_id]}`, [c.wins, c.losses, c.first_sample_size]]));
    expect(byName(copied.body.matrix.matrix, { [a2.id]: 'A', [b2.id]: 'B', [c2.id]: 'C' })).toEqual(byName(original.body.matrix, { [A.id]: 'A', [B.id]: 'B', [C.id]: 'C' }));
    const again = await t.rest('GET', `/matches/export?project_id=${copy.id}`, { token: w.member.token });
    const withoutIds = (csv: string) => csv.trim().split('\n').map((line) => line.split(',').slice(1, 12).join(','));
    expect(withoutIds(again.body).map((l) => l.replace(/,\d+,/g, ',,'))).toEqual(withoutIds(exported.body).map((l) => l.replace(/,\d+,/g, ',,')));
  });

  it('reports bad CSV rows by line in a dry run and writes nothing when any row is wrong', async () => {
    const csv = [
      'match_date,winner_archetype,loser_archetype,winner_user,went_first,notes',
      '2024-06-01,Alpha,Beta,,winner,fine',
      '2024-06-31,Alpha,Beta,,,bad date',
      '2024-06-02,Alpha,Delta,,,unknown archetype',
      `2024-06-03,Alpha,Beta,${w.outsider.username},,not a member`,
      '2024-06-04,Alpha,Beta,,sometimes,bad went_first',
      '2024-06-05,,Beta,,,no winner',
    ].join('\n');
    const before = await matchCount();
    const dry = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv, dry_run: true } });
    expect(dry.body).toEqual({
      dry_run: true,
      total_rows: 6,
      valid_rows: 1,
      imported: 0,
      errors: [
        { line: 3, message: 'Match date is not a valid date' },
        { line: 4, message: 'Archetype "Delta" not found in this project' },
        { line: 5, message: `Player "${w.outsider.username}" not found in this project` },
        { line: 6, message: 'went_first must be winner, loser, true, false or empty' },
        { line: 7, message: 'Winner archetype or user is required' },
      ],
    });
    const real = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv } });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('Nothing was imported: 5 of 6 rows have errors (line 3: Match date is not a valid date)');
    expect(real.body.problems[0]).toEqual({ field: 'line 3', message: 'Match date is not a valid date' });
    expect(await matchCount()).toBe(before);

    for (const [text, message] of [
      ['winner_archetype,loser,notes\nAlpha,Beta,x', 'Unknown column "loser"'],
      ['winner_archetype,notes\nAlpha,x', 'The CSV needs a "loser_archetype" column'],
      ['winner_archetype,loser_archetype\nAlpha,Beta,extra', 'The CSV could not be read at line 2'],
      ['   ', 'CSV text is required'],
    ]) {
      const response = await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: lab.id, csv: text, dry_run: true } });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const gql = await t.gql(
      `mutation ($input: ImportMatchesCsvInput!) { importMatchesCsv(input: $input) { __typename ... on ImportMatchesCsvPayload { validRows errors { line message } } } }`,
      { input: { projectId: lab.id, csv, dryRun: true } },
      w.member.token,
    );
    expect(gql.data!.importMatchesCsv).toMatchObject({ __typename: 'ImportMatchesCsvPayload', validRows: 1, errors: expect.arrayContaining([{ line: 3, message: 'Match date is not a valid date' }]) });
  });

  it('protects spreadsheet users from formulas in exported text and reads them back unchanged', async () => {
    const formula = await logged({ project_id: lab.id, winner_archetype_id: A.id, loser_archetype_id: B.id, notes: '=HYPERLINK("http://x")', match_date: '2020-01-01' });
    const exported = await t.rest('GET', `/matches/export?project_id=${lab.id}&date_to=2020-01-01`, { token: w.member.token });
    expect(exported.body).toContain(`'=HYPERLINK(""http://x"")`);
    const copy = await project(w.privateTeam.id, 'Formula Copy');
    await archetype(copy.id, 'Alpha');
    await archetype(copy.id, 'Beta');
    await t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: copy.id, csv: exported.body } });
    const imported = await t.rest('GET', `/matches?project_id=${copy.id}`, { token: w.member.token });
    expect(imported.body.matches[0].notes).toBe(formula.notes);
  });
});
