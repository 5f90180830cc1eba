// Decklists through GraphQL: preview, import, edits, comparison, access, and bounded SQL for lists of cards.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { fixture, BURN, newArchetype, newDecklist } from './helpers/decklist-data.ts';

useAppWithWorld();

describe('GraphQL', () => {
  const IMPORT = `mutation ($input: ImportDecklistInput!) { importDecklist(input: $input) {
    __typename ... on Error { message } ... on ImportDecklistPayload { decklist { id databaseId versionTag } unmatched { line reason } } } }`;
  const UPDATE = `mutation ($input: UpdateDecklistInput!) { updateDecklist(input: $input) {
    __typename ... on Error { message } ... on ValidationError { problems { field message } } ... on UpdateDecklistPayload { decklist { versionTag } version { number changeSummary } } } }`;
  const PREVIEW = `query ($a: ID!, $text: String!) { previewDecklistImport(archetypeId: $a, rawText: $text) {
    __typename ... on Error { message code } ... on ValidationError { problems { message } }
    ... on DecklistImportPreview { formatName game cards { name quantity type } stats { totalCards uniqueCards types { type count } } unmatched { line text reason } } } }`;

  it('previews, imports, edits, compares and deletes', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Graph');
    const text = fixture('mtgo-modern-burn.txt');
    const preview = await t.gql(PREVIEW, { a: encodeGlobalID('Archetype', archetypeId), text }, w.member.token);
    expect(preview.data?.previewDecklistImport).toMatchObject({ __typename: 'DecklistImportPreview', formatName: 'MTGO', game: 'mtg', stats: { totalCards: 75, uniqueCards: 24 }, unmatched: [] });
    expect(preview.data?.previewDecklistImport.stats.types).toEqual([{ type: 'Main Deck', count: 60 }, { type: 'Sideboard', count: 15 }]);

    const garbage = await t.gql(PREVIEW, { a: archetypeId, text: 'nothing to see here' }, w.member.token);
    expect(garbage.data?.previewDecklistImport).toMatchObject({ __typename: 'ValidationError', message: 'No cards found in the deck text' });
    expect(garbage.data?.previewDecklistImport.problems.map((p: { message: string }) => p.message).join()).toContain('nothing to see here');

    const imported = await t.gql(IMPORT, { input: { archetypeId, rawText: text, notes: 'gql' } }, w.member.token);
    const decklist = imported.data?.importDecklist.decklist;
    expect(decklist.versionTag).toBe('v1');
    for (const [i, cards] of [[{ name: 'Opt', quantity: 4 }], [{ name: 'Opt', quantity: 3, type: 'Instant' }]].entries()) {
      const updated = await t.gql(UPDATE, { input: { id: decklist.id, cards, changeSummary: `edit ${i}` } }, w.member.token);
      expect(updated.data?.updateDecklist).toMatchObject({ __typename: 'UpdateDecklistPayload', decklist: { versionTag: `v${i + 2}` }, version: { number: i + 2, changeSummary: `edit ${i}` } });
    }
    const refused = await t.gql(UPDATE, { input: { id: decklist.id, cards: [{ name: 'Opt', quantity: 1000 }] } }, w.member.token);
    expect(refused.data?.updateDecklist).toMatchObject({ __typename: 'ValidationError', message: 'Quantity must be between 1 and 999' });

    const read = await t.gql(
      `query ($id: ID!) { decklist(id: $id) { name versionTag currentVersionNumber viewerIsMember rawImportText
        current { versionTag notes cards { name quantity type } }
        v1: version(number: 1) { versionTag notes totalCards }
        missing: version(number: 9) { number }
        versions(first: 10) { totalCount edges { node { versionTag changeSummary } } }
        compare(from: "v1", to: "3") { fromVersionTag toVersionTag summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges } cardDiffs { name diffType quantityDiff } }
        evolution { totalVersions stats { versionCount totalChanges stabilityScore mostChangedCard { name totalChange } } timeline { fromVersionTag toVersionTag cardDiffs { name } } }
        archetype { name decklists(first: 5) { totalCount } } } }`,
      { id: decklist.databaseId },
      w.member.token,
    );
    expect(read.errors).toBeUndefined();
    const d = read.data?.decklist;
    expect(d).toMatchObject({ versionTag: 'v3', currentVersionNumber: 3, viewerIsMember: true, rawImportText: text.trim(), missing: null });
    expect(d.current).toEqual({ versionTag: 'v3', notes: null, cards: [{ name: 'Opt', quantity: 3, type: 'Instant' }] });
    expect(d.v1).toEqual({ versionTag: 'v1', notes: 'gql', totalCards: 75 });
    expect(d.versions.totalCount).toBe(3);
    expect(d.versions.edges.map((e: { node: { versionTag: string } }) => e.node.versionTag)).toEqual(['v3', 'v2', 'v1']);
    expect(d.compare.summary).toEqual({ cardsAdded: 1, cardsRemoved: 24, cardsChanged: 0, netCardCount: -72, totalChanges: 78 });
    expect(d.evolution.stats).toMatchObject({ versionCount: 3, mostChangedCard: { name: 'Opt' } });
    expect(d.evolution.timeline.map((e: { toVersionTag: string }) => e.toVersionTag)).toEqual(['v2', 'v3']);
    expect(d.archetype).toEqual({ name: 'Graph', decklists: { totalCount: 1 } });

    const compareError = await t.gql(`query ($id: ID!) { decklist(id: $id) { compare(from: "1", to: "8") { fromVersionTag } } }`, { id: decklist.id }, w.member.token);
    expect(compareError.errors?.[0]).toMatchObject({ message: 'Version v8 not found', extensions: { code: 'NOT_FOUND' } });

    const created = await t.gql(
      `mutation ($input: CreateDecklistInput!) { createDecklist(input: $input) { __typename ... on CreateDecklistPayload { decklist { name current { cards { name type } } } } } }`,
      { input: { archetypeId, name: 'Typed in', cards: [{ name: 'Opt', quantity: 4 }] } },
      w.member.token,
    );
    expect(created.data?.createDecklist.decklist).toEqual({ name: 'Typed in', current: { cards: [{ name: 'Opt', type: 'Other' }] } });

    const deleted = await t.gql(`mutation ($input: DeleteDecklistInput!) { deleteDecklist(input: $input) { __typename } }`, { input: { id: decklist.id } }, w.member.token);
    expect(deleted.data?.deleteDecklist.__typename).toBe('DeleteDecklistPayload');
    expect((await t.gql(`query ($id: ID!) { decklist(id: $id) { id } }`, { id: decklist.id }, w.member.token)).data?.decklist).toBeNull();
  });

  it('keeps private decklists from outsiders and refuses their writes', async () => {
    const archetypeId = await newArchetype(w.privateProject.id, 'Secret');
    const { id } = await newDecklist(archetypeId);
    const global = encodeGlobalID('Decklist', id);
    const read = await t.gql(`query ($id: ID!, $g: ID!) { decklist(id: $id) { id } node(id: $g) { id } }`, { id, g: global }, w.outsider.token);
    expect(read.data).toEqual({ decklist: null, node: null });
    const versionId = (await t.app.deps.db.decklistVersion.findFirstOrThrow({ where: { decklistId: id } })).id;
    expect((await t.gql(`query ($g: ID!) { node(id: $g) { id } }`, { g: encodeGlobalID('DecklistVersion', versionId) }, w.outsider.token)).data?.node).toBeNull();
    expect((await t.gql(`query ($g: ID!) { node(id: $g) { id } }`, { g: encodeGlobalID('DecklistVersion', versionId) }, w.member.token)).data?.node).toEqual({ id: encodeGlobalID('DecklistVersion', versionId) });

    const update = await t.gql(UPDATE, { input: { id, cards: BURN } }, w.outsider.token);
    expect(update.data?.updateDecklist).toMatchObject({ __typename: 'NotFoundError' });
    const anonymous = await t.gql(UPDATE, { input: { id, cards: BURN } });
    expect(anonymous.data?.updateDecklist).toMatchObject({ __typename: 'AuthenticationError' });
    const preview = await t.gql(PREVIEW, { a: archetypeId, text: '4 Opt' }, w.siteAdmin.token);
    expect(preview.data?.previewDecklistImport).toMatchObject({ __typename: 'ForbiddenError' });
    const imported = await t.gql(IMPORT, { input: { archetypeId, rawText: '4 Opt' } }, w.outsider.token);
    expect(imported.data?.importDecklist.__typename).toBe('NotFoundError');
  });

  it('loads decklists with their cards in a bounded number of SQL statements', async () => {
    const archetypeId = await newArchetype(w.publicProject.id, 'Counted');
    const query = `query ($id: ID!) { archetype(id: $id) { decklists(first: 20) { totalCount edges { node {
      name versionTag viewerIsMember current { versionTag notes createdBy { name } cards { name quantity type } } } } } } }`;
    const statementsFor = async () => {
      const original = pg.Client.prototype.query;
      let count = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        count++;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      try {
        const result = await t.gql(query, { id: archetypeId }, w.member.token);
        expect(result.errors).toBeUndefined();
        return { count, decklists: result.data?.archetype.decklists.totalCount as number };
      } finally {
        pg.Client.prototype.query = original;
      }
    };
    await newDecklist(archetypeId);
    const one = await statementsFor();
    for (let i = 0; i < 4; i++) await newDecklist(archetypeId, BURN, { name: `List ${i}` });
    const five = await statementsFor();
    expect([one.decklists, five.decklists]).toEqual([1, 5]);
    expect(one.count).toBeGreaterThan(0);
    expect(five.count).toBe(one.count);
    expect(five.count).toBeLessThanOrEqual(12);
  });
});
