// Sideboard guides through REST and GraphQL: saving and reading, validation against the version's cards, the plan on
// the draw, Markdown notes, carrying to the next version with warnings, and who may do what.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, project } from './helpers/match-data.ts';
import { newDecklist, put as putDecklist } from './helpers/decklist-data.ts';

useAppWithWorld();

const CARDS = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
  { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' },
  { name: 'Deflecting Palm', quantity: 2, type: 'Sideboard' },
];

let room: { id: string };
let burn: { id: string };
let tron: { id: string };
let foreign: { id: string };
let list: { id: string };
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Guide Room');
  burn = await archetype(room.id, 'Burn');
  tron = await archetype(room.id, 'Tron');
  foreign = await archetype(w.privateProject.id, 'Elsewhere');
  list = await newDecklist(burn.id, CARDS);
});

const path = (opponent = tron.id, decklist = list.id) => `/decklists/${decklist}/sideboard-guide/${opponent}`;
const save = (body: object, token: string | null = w.member.token, opponent = tron.id) => t.rest('PUT', path(opponent), { token: token ?? undefined, body });
const GUIDE = {
  in: [{ name: 'smash to smithereens', quantity: 3 }],
  out: [{ name: 'Goblin Guide', quantity: 3 }],
  on_the_draw: { in: [{ name: 'Smash to Smithereens', quantity: 2 }, { name: 'Deflecting Palm', quantity: 1 }], out: [{ name: 'Goblin Guide', quantity: 3 }] },
  notes: 'Keep **Bolt** for <script>alert(1)</script> Wurmcoil',
};

describe('sideboard guides', () => {
  it('are empty until saved, then read back with names as the list spells them and notes rendered safely', async () => {
    expect((await t.rest('GET', path(), { token: w.member.token })).body).toMatchObject({ id: null, version: 1, in: [], out: [], on_the_draw: null, notes: null, notes_html: '', warnings: [], updated_at: null });
    const saved = await save(GUIDE);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        decklist_id: list.id,
        version: 1,
        opponent_archetype: { id: tron.id, name: 'Tron' },
        in: [{ name: 'Smash to Smithereens', quantity: 3 }],
        out: [{ name: 'Goblin Guide', quantity: 3 }],
        on_the_draw: GUIDE.on_the_draw,
        carried_from_version: null,
        warnings: [],
        updated_by: { username: w.member.username },
      },
    });
    expect(saved.body.notes_html).toContain('<strong>Bolt</strong>');
    expect(saved.body.notes_html).not.toContain('<script>');
    expect((await t.rest('GET', path(), { token: w.owner.token })).body).toEqual(saved.body);
    expect((await t.rest('GET', `/decklists/${list.id}/sideboard-guides`, { token: w.owner.token })).body).toEqual([saved.body]);
  });

  it('saving again replaces the guide; no on_the_draw means one plan for both', async () => {
    const again = await save({ in: [{ name: 'Deflecting Palm', quantity: 1 }], out: [{ name: 'Lightning Bolt', quantity: 1 }] });
    expect(again.body).toMatchObject({ in: [{ name: 'Deflecting Palm', quantity: 1 }], on_the_draw: null, notes: null });
    expect(await t.app.deps.db.sideboardGuide.count({ where: { opponentArchetypeId: tron.id } })).toBe(1);
  });

  it.each([
    ['unequal counts', { in: [{ name: 'Deflecting Palm', quantity: 2 }], out: [{ name: 'Goblin Guide', quantity: 1 }] }, 'Cards in and out must add up to the same number (2 in, 1 out)', 'in'],
    ['unequal counts on the draw', { in: [], out: [], on_the_draw: { in: [], out: [{ name: 'Goblin Guide', quantity: 1 }] } }, 'Cards in and out must add up to the same number (0 in, 1 out)', 'on_the_draw.in'],
    ['a card out that is not in the main deck', { in: [{ name: 'Deflecting Palm', quantity: 1 }], out: [{ name: 'Smash to Smithereens', quantity: 1 }] }, 'Smash to Smithereens is not in the main deck of this version', 'out.0.name'],
    ['more out than the main deck has', { in: [{ name: 'Smash to Smithereens', quantity: 3 }, { name: 'Deflecting Palm', quantity: 2 }], out: [{ name: 'Lightning Bolt', quantity: 5 }] }, 'Lightning Bolt: 5 out but the main deck has 4', 'out.0.name'],
    ['a card in that is not in the sideboard', { in: [], out: [], on_the_draw: { in: [{ name: 'Lightning Bolt', quantity: 1 }], out: [{ name: 'Goblin Guide', quantity: 1 }] } }, 'Lightning Bolt is not in the sideboard of this version', 'on_the_draw.in.0.name'],
    ['a card twice', { in: [{ name: 'Deflecting Palm', quantity: 1 }, { name: 'deflecting palm', quantity: 1 }], out: [{ name: 'Goblin Guide', quantity: 2 }] }, 'Each card can be named once in a list', 'in'],
    ['a quantity of 0', { in: [{ name: 'Deflecting Palm', quantity: 0 }], out: [] }, 'Quantity must be between 1 and 999', 'in.0.quantity'],
    ['camelCase onTheDraw', { in: [], out: [], onTheDraw: null }, 'Unrecognized key: "onTheDraw"', undefined],
  ])('refuses %s and changes nothing', async (_case, body, message, field) => {
    const before = await t.app.deps.db.sideboardGuide.findMany();
    const response = await save(body);
    expect(response, JSON.stringify(response.body)).toMatchObject({ status: 400, body: { message } });
    if (field) expect(response.body.problems.map((p: { field: string }) => p.field)).toContain(field);
    expect(await t.app.deps.db.sideboardGuide.findMany()).toEqual(before);
  });

  it('refuses an opponent of another project or a version that does not exist', async () => {
    expect(await save({ in: [], out: [] }, w.member.token, foreign.id)).toMatchObject({ status: 404, body: { message: 'Opponent archetype not found' } });
    expect(await t.rest('GET', `${path()}?version=9`, { token: w.member.token })).toMatchObject({ status: 404, body: { message: 'Version v9 not found' } });
  });

  it('lets team members save and readers of the project read; others get nothing', async () => {
    expect((await save({ in: [], out: [] }, null)).status).toBe(401);
    expect((await save({ in: [], out: [] }, w.outsider.token)).status).toBe(404);
    expect((await t.rest('GET', path(), { token: w.outsider.token })).status).toBe(404);
  });

  it('is carried to a new version, with warnings for cards it no longer has, and the old version keeps its guide', async () => {
    const deck = await newDecklist(burn.id, CARDS);
    const guidePath = path(tron.id, deck.id);
    await t.rest('PUT', guidePath, { token: w.member.token, body: { in: [{ name: 'Smash to Smithereens', quantity: 3 }], out: [{ name: 'Goblin Guide', quantity: 3 }], notes: 'Side out the Guides' } });
    const edit = await putDecklist(deck.id, { cards: CARDS.filter((c) => c.name !== 'Goblin Guide'), change_summary: 'No more Guides' });
    expect(edit.status).toBe(200);
    const carried = await t.rest('GET', guidePath, { token: w.member.token });
    expect(carried.body).toMatchObject({
      version: 2,
      carried_from_version: 1,
      out: [{ name: 'Goblin Guide', quantity: 3 }],
      notes: 'Side out the Guides',
      warnings: [{ plan: 'play', direction: 'out', name: 'Goblin Guide', quantity: 3, available: 0, message: 'Goblin Guide is not in the main deck of this version' }],
    });
    expect((await t.rest('GET', `${guidePath}?version=1`, { token: w.member.token })).body).toMatchObject({ version: 1, carried_from_version: null, warnings: [] });
    // Carried twice, it still names the version it was written for.
    await putDecklist(deck.id, { cards: CARDS.filter((c) => c.name !== 'Goblin Guide') });
    expect((await t.rest('GET', guidePath, { token: w.member.token })).body).toMatchObject({ version: 3, carried_from_version: 1 });
    // Saved for the new version, it is its own.
    const fixed = await t.rest('PUT', guidePath, { token: w.member.token, body: { in: [{ name: 'Smash to Smithereens', quantity: 3 }], out: [{ name: 'Lightning Bolt', quantity: 3 }] } });
    expect(fixed.body).toMatchObject({ version: 3, carried_from_version: null, warnings: [] });
  });

  it('GraphQL saves and reads the same guide', async () => {
    const saved = await t.gql(
      `mutation ($input: SaveSideboardGuideInput!) { saveSideboardGuide(input: $input) { __typename ... on SaveSideboardGuidePayload { sideboardGuide { databaseId versionNumber opponentName in { name quantity } out { name quantity } onTheDraw { in { name } } notesHtml warnings { message } } } ... on ValidationError { message } } }`,
      { input: { decklistId: list.id, opponentArchetypeId: tron.id, in: [{ name: 'Deflecting Palm', quantity: 2 }], out: [{ name: 'Lightning Bolt', quantity: 2 }], notes: '*side*' } },
      w.member.token,
    );
    expect(saved.data!.saveSideboardGuide).toMatchObject({ sideboardGuide: { versionNumber: 1, opponentName: 'Tron', in: [{ name: 'Deflecting Palm', quantity: 2 }], onTheDraw: null, notesHtml: '<p><em>side</em></p>', warnings: [] } });
    const read = await t.gql(`query ($id: ID!, $opp: ID!) { decklist(id: $id) { sideboardGuide(opponentArchetypeId: $opp) { databaseId } sideboardGuides { opponentName } } }`, { id: list.id, opp: tron.id }, w.owner.token);
    expect(read.data!.decklist).toEqual({ sideboardGuide: { databaseId: saved.data!.saveSideboardGuide.sideboardGuide.databaseId }, sideboardGuides: [{ opponentName: 'Tron' }] });
    const refused = await t.gql(`mutation ($input: SaveSideboardGuideInput!) { saveSideboardGuide(input: $input) { __typename ... on ValidationError { message } } }`, { input: { decklistId: list.id, opponentArchetypeId: tron.id, in: [{ name: 'Deflecting Palm', quantity: 1 }], out: [] } }, w.member.token);
    expect(refused.data!.saveSideboardGuide).toEqual({ __typename: 'ValidationError', message: 'Cards in and out must add up to the same number (1 in, 0 out)' });
  });
});
