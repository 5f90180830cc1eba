// Version checks of shared records through REST (docs/adr/0320-edit-revisions.md): an edit names the revision it was
// made from, and of concurrent edits of one revision exactly one is saved; the others answer 409 EDIT_CONFLICT with
// what changed meanwhile and change nothing. The requests run at the same time against the real database.
// GraphQL: edit-revisions-graphql.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { archetype, logged, project } from './helpers/match-data.ts';
import { newDecklist, put as putDecklist } from './helpers/decklist-data.ts';

useAppWithWorld();

const LIST = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Plains', quantity: 4, type: 'Land' },
  { name: 'Mountain', quantity: 16, type: 'Land' },
  { name: 'Smash to Smithereens', quantity: 3, type: 'Sideboard' },
  { name: 'Deflecting Palm', quantity: 2, type: 'Sideboard' },
];
/** The list with one card's count changed (0 takes it out, a new name adds it). */
const withCount = (cards: typeof LIST, name: string, quantity: number, type = 'Land') =>
  cards.some((c) => c.name === name) ? cards.flatMap((c) => (c.name !== name ? [c] : quantity ? [{ ...c, quantity }] : [])) : [...cards, { name, quantity, type }];

let room: { id: string };
let burn: { id: string };
let tron: { id: string };
beforeAll(async () => {
  room = await project(w.privateTeam.id, 'Revision Room');
  burn = await archetype(room.id, 'Burn');
  tron = await archetype(room.id, 'Tron');
});

/** Sends every body at once; answers in the order given. */
const together = <T>(calls: (() => Promise<T>)[]) => Promise.all(calls.map((call) => call()));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('a decklist edit', () => {
  it('made from a version someone has moved past is refused with their card changes, and saved once made from theirs', async () => {
    const { id } = await newDecklist(burn.id, LIST);
    // Both teammates open v1; the owner saves first: −1 Plains, +1 Mountain.
    const first = await putDecklist(id, { cards: withCount(withCount(LIST, 'Plains', 3), 'Mountain', 17), base_revision: 1 }, w.owner.token);
    expect(first).toMatchObject({ status: 200, body: { version_tag: 'v2', revision: 2 } });
    // The member's still-open dialog: a sideboard change, from v1.
    const second = await putDecklist(id, { cards: withCount(LIST, 'Negate', 1, 'Sideboard'), base_revision: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'EDIT_CONFLICT',
      conflict: { base_revision: 1, current_revision: 2, changed_by: w.owner.id, changes: ['+1 Mountain', '−1 Plains'] },
    });
    expect(second.body.message).toMatch(/Olivia Owner saved this decklist while you were editing it \(v1 → v2\): \+1 Mountain, −1 Plains/);
    expect((await t.rest('GET', `/decklists/${id}`, { token: w.member.token })).body.version_tag).toBe('v2');
    // Made again from v2, it keeps both changes.
    const merged = withCount(withCount(withCount(LIST, 'Plains', 3), 'Mountain', 17), 'Negate', 1, 'Sideboard');
    const third = await putDecklist(id, { cards: merged, base_revision: 2 });
    expect(third).toMatchObject({ status: 200, body: { version_tag: 'v3' } });
    const names = third.body.cards.map((c: { name: string; quantity: number }) => `${c.quantity} ${c.name}`);
    expect(names).toEqual(expect.arrayContaining(['3 Plains', '17 Mountain', '1 Negate']));
  });

  it('saves exactly one of eight concurrent edits of the same version', async () => {
    const { id } = await newDecklist(burn.id, LIST);
    const editors = [w.member, w.admin, w.owner, w.member, w.admin, w.owner, w.member, w.admin];
    const answers = await together(editors.map((user, i) => () => putDecklist(id, { cards: withCount(LIST, `Card ${i}`, 1, 'Sideboard'), base_revision: 1 }, user.token)));
    expect(statuses(answers)).toEqual([200, ...Array(7).fill(409)]);
    const winner = answers.findIndex((a) => a.status === 200);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.conflict).toMatchObject({ base_revision: 1, current_revision: 2, changes: [`+1 Card ${winner} (Sideboard)`] });
    const versions = (await t.rest('GET', `/decklists/${id}/versions`, { token: w.member.token })).body;
    expect(versions.map((v: { version_tag: string }) => v.version_tag)).toEqual(['v2', 'v1']);
  });

  it('refuses a base that is not a revision number', async () => {
    const { id } = await newDecklist(burn.id, LIST);
    expect(await putDecklist(id, { cards: LIST, base_revision: -1 })).toMatchObject({ status: 400, body: { problems: [{ field: 'base_revision' }] } });
    expect(await putDecklist(id, { cards: LIST, base_revision: 'v1' })).toMatchObject({ status: 400, body: { message: 'base_revision must be a whole number of at least 0' } });
  });
});

describe('a match edit', () => {
  it('saves one of concurrent edits of a revision; a blind edit still applies to the newest', async () => {
    const match = await logged({ project_id: room.id, winner_archetype_id: burn.id, loser_archetype_id: tron.id, notes: 'first' });
    expect(match.revision).toBe(1);
    const edit = (notes: string, token: string) => () => t.rest('PUT', `/matches/${match.id}`, { token, body: { notes, base_revision: 1 } });
    const answers = await together([edit('by the member', w.member.token), edit('by the admin', w.admin.token), edit('by the owner', w.owner.token)]);
    expect(statuses(answers)).toEqual([200, 409, 409]);
    const saved = answers.find((a) => a.status === 200)!.body;
    expect(saved.revision).toBe(2);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'EDIT_CONFLICT', conflict: { base_revision: 1, current_revision: 2, changes: [] } });
    expect((await t.rest('GET', `/matches/${match.id}`, { token: w.member.token })).body).toMatchObject({ notes: saved.notes, revision: 2 });
    // Without a base the edit applies to what is there; deleting counts as a change too.
    expect((await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { best_of: 3 } })).body.revision).toBe(3);
    expect((await t.rest('DELETE', `/matches/${match.id}`, { token: w.member.token })).status).toBe(200);
    expect(await t.rest('PUT', `/matches/${match.id}`, { token: w.member.token, body: { is_active: true, base_revision: 3 } })).toMatchObject({ status: 409, body: { conflict: { current_revision: 4 } } });
  });
});

describe('an archetype edit', () => {
  it('saves one of concurrent renames of a revision and keeps its name', async () => {
    const jund = await archetype(room.id, 'Jund');
    const rename = (name: string, token: string) => () => t.rest('PUT', `/archetypes/${jund.id}`, { token, body: { name, base_revision: 1 } });
    const answers = await together([rename('Jund Saga', w.member.token), rename('Golgari', w.admin.token)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body.name;
    expect((await t.rest('GET', `/archetypes/${jund.id}`, { token: w.member.token })).body).toMatchObject({ name: won, revision: 2 });
  });
});

describe('a sideboard guide save', () => {
  it('creates a new guide once when two save it at the same time, and refuses an edit of an older revision', async () => {
    const { id } = await newDecklist(burn.id, LIST);
    const path = `/decklists/${id}/sideboard-guide/${tron.id}`;
    const guide = (count: number) => ({ in: [{ name: 'Smash to Smithereens', quantity: count }], out: [{ name: 'Lightning Bolt', quantity: count }] });
    const save = (body: object, token: string) => () => t.rest('PUT', path, { token, body });
    const answers = await together([save({ ...guide(3), base_revision: 0 }, w.member.token), save({ ...guide(2), base_revision: 0 }, w.admin.token)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.conflict).toMatchObject({ base_revision: 0, current_revision: 1 });
    expect((await save({ ...guide(1), base_revision: 1 }, w.owner.token)()).body.revision).toBe(2);
    expect(await save({ ...guide(2), base_revision: 1 }, w.member.token)()).toMatchObject({ status: 409, body: { conflict: { current_revision: 2, changed_by: w.owner.id } } });
    // A new version of the decklist carries the guide with its revision: an editor who opened it may still save it.
    expect((await putDecklist(id, { cards: LIST, base_revision: 1 })).status).toBe(200);
    expect(await save({ ...guide(2), base_revision: 2 }, w.member.token)()).toMatchObject({ status: 200, body: { version: 2, revision: 3 } });
  });
});

describe('a test plan save', () => {
  it('saves one of concurrent saves of a revision', async () => {
    const plans = await project(w.privateTeam.id, 'Plan Revisions');
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name) => archetype(plans.id, name)));
    const plan = (opponent: string) => ({ matchups: [{ archetype_id: a.id, opponent_id: opponent, target_matches: 10, player_ids: [] }], base_revision: 0 });
    const save = (body: object, token: string) => () => t.rest('PUT', `/projects/${plans.id}/test-plan`, { token, body });
    const answers = await together([save(plan(b.id), w.member.token), save(plan(c.id), w.owner.token)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const read = await t.rest('GET', `/projects/${plans.id}/test-plan`, { token: w.member.token });
    expect(read.body).toEqual(answers.find((x) => x.status === 200)!.body);
    expect(read.body.revision).toBe(1);
  });
});

describe('a metagame save', () => {
  it('saves one of concurrent saves of a revision and says how the shares moved', async () => {
    const meta = await project(w.privateTeam.id, 'Metagame Revisions');
    const [jund, izzet] = await Promise.all([archetype(meta.id, 'Jund'), archetype(meta.id, 'Izzet')]);
    const put = (body: object, token = w.member.token) => () => t.rest('PUT', `/projects/${meta.id}/metagame`, { token, body });
    expect((await put({ shares: [{ archetype_id: jund.id, share: 50 }, { archetype_id: izzet.id, share: 50 }], base_revision: 0 })()).body.revision).toBe(1);
    const answers = await together([
      put({ shares: [{ archetype_id: jund.id, share: 30 }, { archetype_id: izzet.id, share: 70 }], base_revision: 1 }, w.owner.token),
      put({ shares: [{ archetype_id: jund.id, share: 60 }, { archetype_id: izzet.id, share: 40 }], base_revision: 1 }, w.member.token),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body;
    const jundNow = won.shares.find((s: { archetype_id: string }) => s.archetype_id === jund.id).share;
    expect(answers.find((a) => a.status === 409)!.body.conflict).toMatchObject({ current_revision: 2, changes: [`Jund 50% → ${jundNow}%`, `Izzet 50% → ${100 - jundNow}%`] });
    const read = (await t.rest('GET', `/projects/${meta.id}/metagame`, { token: w.member.token })).body;
    expect(read.current).toMatchObject({ id: won.id, revision: 2 });
    expect(read.history.map((s: { revision: number }) => s.revision)).toEqual([1]);
  });
});
