// Parity cases for archetypes and decklists: each REST call next to its GraphQL field or mutation.
import { expect } from 'vitest';
import { GAME, gid, call, query, status, mutate, twins, snake, edges, project, archetype, decklist, BURN, EIDOLON, history, ARCHETYPE, restArchetype, gqlArchetype, LISTED, restListed, gqlListed, CARDS, restCards, gqlCards, VERSION, restVersion, gqlVersion, DECKLIST, restDecklist, gqlDecklist, DIFF, TIMELINE, decksPageCase, snakeToCamel, type Row } from './decks-support.ts';
import type { ParityCases } from './cases.ts';

export const deckCases: ParityCases = {
  // ---- Archetypes ----

  'POST /archetypes': async (env) => {
    const [p1, p2] = await twins(() => project(env));
    const input = { name: 'Izzet Phoenix', game: GAME, format: 'Modern', description: 'Flashback' };
    const rest = await call(env, 'POST', '/archetypes', { ...input, project_id: p1 });
    const gql = await mutate(env, 'createArchetype', { ...input, projectId: gid('Project', p2) }, `archetype { ${ARCHETYPE} }`);
    return [restArchetype(rest), gqlArchetype(gql.archetype)];
  },

  'GET /archetypes/public': decksPageCase('/archetypes/public', 'PUBLIC', false),

  'GET /archetypes/private': decksPageCase('/archetypes/private', 'PRIVATE', true),

  'GET /archetypes': decksPageCase('/archetypes', 'ALL', true),

  'GET /projects/:id/archetypes': async (env) => {
    const projectId = await project(env);
    await archetype(env, projectId, 'Burn', { format: 'Modern' });
    await archetype(env, projectId, 'Tron', { format: 'modern', description: 'Big mana' });
    await archetype(env, projectId, 'Rakdos', { format: 'Pioneer' });
    await call(env, 'PUT', `/archetypes/${await archetype(env, projectId, 'Old Burn', { format: 'Modern' })}`, { is_active: false });
    // Inside a project inactive archetypes are listed; the format filter ignores case.
    const rest = await call(env, 'GET', `/projects/${projectId}/archetypes?format=Modern`);
    const gql = await query(env, `query ($id: ID!) { project(id: $id) { archetypes(filter: { format: "Modern" }) { edges { node { ${LISTED} } } } } }`, { id: gid('Project', projectId) });
    return [rest.map(restListed), edges(gql.project.archetypes).map(gqlListed)];
  },

  'PUT /archetypes/:id': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Rakdos Midrange', { format: 'Pioneer', description: 'Grindy', short_name: 'RDM' }));
    // An empty short name is generated again from the new name; an empty description is cleared.
    const changes = { name: 'Rakdos Sacrifice', short_name: '', description: '', is_active: false, is_candidate: true };
    const rest = await call(env, 'PUT', `/archetypes/${a1}`, changes);
    const gql = await mutate(env, 'updateArchetype', { id: gid('Archetype', a2), ...snakeToCamel(changes) }, `archetype { ${ARCHETYPE} }`);
    return [restArchetype(rest), gqlArchetype(gql.archetype)];
  },

  'DELETE /archetypes/:id': async (env) => {
    const setup = async () => {
      const projectId = await project(env);
      const keep = await archetype(env, projectId, 'Keep');
      const drop = await archetype(env, projectId, 'Drop');
      const list = await decklist(env, drop);
      await call(env, 'POST', '/matches', { project_id: projectId, winner_archetype_id: drop, loser_archetype_id: keep });
      await call(env, 'POST', '/matches', { project_id: projectId, winner_archetype_id: keep, loser_archetype_id: keep, winner_user_id: env.w.member.id, loser_user_id: env.w.admin.id });
      return { projectId, drop, list };
    };
    const [r, g] = await twins(setup);
    await call(env, 'DELETE', `/archetypes/${r.drop}`);
    await mutate(env, 'deleteArchetype', { id: gid('Archetype', g.drop) }, 'deletedId');
    // Read back: the archetype and its decklist are gone, and so are its matches.
    const rest = {
      archetype: await status(env, `/archetypes/${r.drop}`),
      decklist: await status(env, `/decklists/${r.list}`),
      archetypes: (await call(env, 'GET', `/projects/${r.projectId}/archetypes`)).map((a: Row) => a.name),
      matches: (await call(env, 'GET', `/matches?project_id=${r.projectId}`)).total,
    };
    const read = await query(env, `query ($a: ID!, $d: ID!, $p: ID!) { archetype(id: $a) { name } decklist(id: $d) { name }
      project(id: $p) { archetypes { edges { node { name } } } matches { totalCount } } }`, { a: gid('Archetype', g.drop), d: gid('Decklist', g.list), p: g.projectId });
    const gql = {
      archetype: read.archetype === null ? 404 : 200,
      decklist: read.decklist === null ? 404 : 200,
      archetypes: edges(read.project.archetypes).map((a) => a.name),
      matches: read.project.matches.totalCount,
    };
    return [rest, gql];
  },

  'GET /archetypes/:id': async (env) => {
    const archetypeId = await archetype(env, await project(env), 'Detailed', { description: 'With lists' });
    const first = await decklist(env, archetypeId, { name: 'First' });
    await call(env, 'PUT', `/decklists/${first}`, { cards: BURN.slice(0, 2), change_summary: 'Trim', notes: 'Lean' });
    await decklist(env, archetypeId, { name: 'Second', notes: 'Stock' });
    const rest = await call(env, 'GET', `/archetypes/${archetypeId}`);
    const gql = (await query(env, `query ($id: ID!) { archetype(id: $id) { ${LISTED} decklists { edges { node { ${DECKLIST} } } } } }`, { id: gid('Archetype', archetypeId) })).archetype;
    return [
      { ...restListed(rest), decklists: rest.decklists.map(restDecklist) },
      { ...gqlListed(gql), decklists: edges(gql.decklists).map((d) => gqlDecklist(d)) },
    ];
  },

  'GET /archetypes/:id/decklists': async (env) => {
    const archetypeId = await archetype(env, await project(env), 'Listed');
    const first = await decklist(env, archetypeId, { name: 'Older' });
    await decklist(env, archetypeId, { name: 'Newer', cards: [EIDOLON] });
    await call(env, 'PUT', `/decklists/${first}`, { cards: [...BURN, EIDOLON], change_summary: 'Add Eidolon' });
    const rest = await call(env, 'GET', `/archetypes/${archetypeId}/decklists`);
    const gql = await query(env, `query ($id: ID!) { archetype(id: $id) { decklists { totalCount edges { node { ${DECKLIST} } } } } }`, { id: archetypeId });
    expect(gql.archetype.decklists.totalCount).toBe(2);
    return [rest.map(restDecklist), edges(gql.archetype.decklists).map((d) => gqlDecklist(d))];
  },

  // ---- Decklists ----
  'POST /decklists/import': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Pasted'));
    const raw_text = '4 Lightning Bolt\n3 Goblin Guide\nnot a card line at all!\n20 Mountain\n1 Goblin Guide\n\nSideboard\n2 Smash to Smithereens';
    const PREVIEW = `formatName game gameWarning metadata ${CARDS} stats { totalCards uniqueCards types { type count } } unmatched { line text reason } mergedLines { name type lines quantity }`;
    // preview: true only parses; without it the decklist is stored as version 1.
    const restPreview = await call(env, 'POST', '/decklists/import', { archetype_id: a1, raw_text, preview: true });
    const restImport = await call(env, 'POST', '/decklists/import', { archetype_id: a1, raw_text, name: 'Paste', notes: 'From a paste' });
    const gqlPreview = (await query(env, `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) {
      __typename ... on Error { message } ... on DecklistImportPreview { ${PREVIEW} } } }`, { a: gid('Archetype', a2), text: raw_text })).previewDecklistImport;
    const gqlImport = await mutate(env, 'importDecklist', { archetypeId: gid('Archetype', a2), rawText: raw_text, name: 'Paste', notes: 'From a paste' },
      `decklist { ${DECKLIST} } unmatched { line text reason }`);
    const { decklist: parsed, ...restPreviewRest } = restPreview;
    const restSide = {
      preview: { ...restPreviewRest, ...restCards({ ...restPreviewRest, cards: parsed.cards }) },
      imported: { ...restDecklist(restImport), unmatched: restImport.unmatched },
    };
    const { formatName, stats, mergedLines, gameWarning, __typename: _type, legalityWarnings: _warnings, ...preview } = gqlPreview;
    const gqlSide = {
      preview: { ...preview, ...gqlCards(gqlPreview), merged_lines: mergedLines, format_name: formatName, game_warning: gameWarning, stats: { total_cards: stats.totalCards, unique_cards: stats.uniqueCards, types: Object.fromEntries(stats.types.map((s: Row) => [s.type, s.count])) } },
      imported: { ...gqlDecklist(gqlImport.decklist), unmatched: gqlImport.unmatched },
    };
    expect(restSide.imported.unmatched).toHaveLength(1);
    expect(restSide.preview.merged_lines).toEqual([{ name: 'Goblin Guide', type: 'Main Deck', lines: 2, quantity: 4 }]);
    return [restSide, gqlSide];
  },

  'POST /decklists': async (env) => {
    const [a1, a2] = await twins(async () => archetype(env, await project(env), 'Typed'));
    const cards = [...BURN, { name: ' Opt ', quantity: 1 }];
    const input = { name: 'Typed in', notes: 'First try', change_summary: 'Initial' };
    const rest = await call(env, 'POST', '/decklists', { archetype_id: a1, cards, ...input });
    const gql = await mutate(env, 'createDecklist', { archetypeId: gid('Archetype', a2), cards, ...snakeToCamel(input) }, `decklist { ${DECKLIST} }`);
    return [restDecklist(rest), gqlDecklist(gql.decklist)];
  },

  'GET /decklists/:id': async (env) => {
    const { id } = await history(env);
    const rest = { current: await call(env, 'GET', `/decklists/${id}`), v1: await call(env, 'GET', `/decklists/${id}?version=v1`) };
    const gql = (await query(env, `query ($id: ID!) { decklist(id: $id) { ${DECKLIST} v1: version(number: 1) { ${VERSION} } } }`, { id: gid('Decklist', id) })).decklist;
    return [
      { current: restDecklist(rest.current), v1: restDecklist(rest.v1) },
      { current: gqlDecklist(gql), v1: gqlDecklist(gql, gql.v1) },
    ];
  },

  'PUT /decklists/:id': async (env) => {
    const [d1, d2] = await twins(async () => decklist(env, await archetype(env, await project(env), 'Edited'), { name: 'Before', notes: 'v1 notes' }));
    // Every edit is a new version: the cards, notes and change summary are the new version's.
    const changes = { name: 'After', cards: [BURN[0], EIDOLON, { ...BURN[2], quantity: 18 }], change_summary: 'Add Eidolon', notes: 'v2 notes' };
    const rest = await call(env, 'PUT', `/decklists/${d1}`, changes);
    const gql = await mutate(env, 'updateDecklist', { id: gid('Decklist', d2), ...snakeToCamel(changes) }, `decklist { ${DECKLIST} } version { ${VERSION} }`);
    expect(gql.version).toEqual(gql.decklist.current);
    return [restDecklist(rest), gqlDecklist(gql.decklist)];
  },

  'DELETE /decklists/:id': async (env) => {
    const setup = async () => {
      const archetypeId = await archetype(env, await project(env), 'Pruned');
      await decklist(env, archetypeId, { name: 'Keep' });
      return { archetypeId, drop: await decklist(env, archetypeId, { name: 'Drop' }) };
    };
    const [r, g] = await twins(setup);
    await call(env, 'DELETE', `/decklists/${r.drop}`);
    await mutate(env, 'deleteDecklist', { id: gid('Decklist', g.drop) }, 'deletedId');
    const rest = { decklist: await status(env, `/decklists/${r.drop}`), left: (await call(env, 'GET', `/archetypes/${r.archetypeId}/decklists`)).map((d: Row) => d.name) };
    const read = await query(env, `query ($d: ID!, $a: ID!) { decklist(id: $d) { name } archetype(id: $a) { decklists { edges { node { name } } } } }`, { d: g.drop, a: g.archetypeId });
    return [rest, { decklist: read.decklist === null ? 404 : 200, left: edges(read.archetype.decklists).map((d) => d.name) }];
  },

  'GET /decklists/:id/versions': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/versions`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { versions { totalCount edges { node { ${VERSION} } } } } }`, { id: gid('Decklist', id) });
    expect(gql.decklist.versions.totalCount).toBe(3);
    return [rest.map(restVersion), edges(gql.decklist.versions).map(gqlVersion)];
  },

  'GET /decklists/:id/compare': async (env) => {
    const COMPARED = 'fromVersionTag toVersionTag fromDecklistId fromDecklistName toDecklistId toDecklistName';
    const { id } = await history(env);
    // Versions by number or by tag, both ways; v1→v2 adds and changes, v2→v3 removes and changes.
    const rest = [await call(env, 'GET', `/decklists/${id}/compare?from_version=1&to_version=v2`), await call(env, 'GET', `/decklists/${id}/compare?from_version=v2&to_version=3`)];
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) {
      a: compare(from: "1", to: "v2") { ${COMPARED} ${DIFF} } b: compare(from: "v2", to: "3") { ${COMPARED} ${DIFF} } } }`, { id: gid('Decklist', id) });
    // And a version of it against another decklist.
    const other = (await history(env)).id;
    rest.push(await call(env, 'GET', `/decklists/${id}/compare?from_version=3&to_version=1&to_decklist_id=${other}`));
    const across = await query(env, `query ($id: ID!, $other: ID!) { decklist(id: $id) { compare(from: "3", to: "1", toDecklist: $other) { ${COMPARED} ${DIFF} } } }`, { id: gid('Decklist', id), other: gid('Decklist', other) });
    return [rest, snake([gql.decklist.a, gql.decklist.b, across.decklist.compare])];
  },

  'GET /decklists/:id/evolution': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/evolution`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { evolution {
      totalVersions stats { versionCount totalChanges stabilityScore mostChangedCard { name totalChange } } ${TIMELINE} } } }`, { id: gid('Decklist', id) });
    return [rest, snake(gql.decklist.evolution)];
  },

  // The consecutive diffs are the evolution's timeline in GraphQL.
  'GET /decklists/:id/diffs': async (env) => {
    const { id } = await history(env);
    const rest = await call(env, 'GET', `/decklists/${id}/diffs`);
    const gql = await query(env, `query ($id: ID!) { decklist(id: $id) { evolution { ${TIMELINE} } } }`, { id: gid('Decklist', id) });
    return [rest, snake(gql.decklist.evolution.timeline)];
  },
};
