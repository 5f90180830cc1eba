// Two different decklists compared: a version of one against a version of another, through REST and GraphQL, only
// where the viewer may read both and both are of one game; every comparison names its decklists.
import { describe, expect, it } from 'vitest';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { BURN, newArchetype, newDecklist, put } from './helpers/decklist-data.ts';

useAppWithWorld();

const PROWESS = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Monastery Swiftspear', quantity: 4, type: 'Creature' },
  { name: 'Mountain', quantity: 18, type: 'Land' },
];

describe('comparing two decklists', () => {
  it('compares a version of one decklist with a version of another, each named with its decklist', async () => {
    const burn = await newDecklist(await newArchetype(w.publicProject.id, 'Burn'), BURN, { name: 'Boros Burn' });
    await put(burn.id, { cards: [...BURN, { name: 'Skewer the Critics', quantity: 4, type: 'Sorcery' }] });
    const prowess = await newDecklist(await newArchetype(w.publicProject.id, 'Prowess'), PROWESS, { name: 'Mono-Red Prowess' });

    const rest = await t.rest('GET', `/decklists/${burn.id}/compare?from_version=v1&to_version=1&to_decklist_id=${prowess.id}`);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toEqual({
      from_version_tag: 'v1',
      to_version_tag: 'v1',
      from_decklist_id: burn.id,
      from_decklist_name: 'Boros Burn',
      to_decklist_id: prowess.id,
      to_decklist_name: 'Mono-Red Prowess',
      summary: { cards_added: 1, cards_removed: 1, cards_changed: 1, net_card_count: -2, total_changes: 10 },
      card_diffs: [
        { name: 'Monastery Swiftspear', type: 'Creature', diff_type: 'added', old_quantity: 0, new_quantity: 4, quantity_diff: 4 },
        { name: 'Goblin Guide', type: 'Creature', diff_type: 'removed', old_quantity: 4, new_quantity: 0, quantity_diff: -4 },
        { name: 'Mountain', type: 'Land', diff_type: 'changed', old_quantity: 20, new_quantity: 18, quantity_diff: -2 },
      ],
    });
    // The from version is the first decklist's own: its v2 has the Skewers.
    const fromV2 = await t.rest('GET', `/decklists/${burn.id}/compare?from_version=2&to_version=1&to_decklist_id=${prowess.id}`);
    expect(fromV2.body.card_diffs).toContainEqual(expect.objectContaining({ name: 'Skewer the Critics', diff_type: 'removed' }));

    const gql = await t.gql(
      `query ($id: ID!, $other: ID!) { decklist(id: $id) { compare(from: "2", to: "v1", toDecklist: $other) { fromVersionTag toVersionTag fromDecklistName toDecklistName summary { cardsRemoved } } } }`,
      { id: burn.id, other: prowess.id },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.decklist.compare).toEqual({ fromVersionTag: 'v2', toVersionTag: 'v1', fromDecklistName: 'Boros Burn', toDecklistName: 'Mono-Red Prowess', summary: { cardsRemoved: 2 } });

    // Naming the same decklist as the other one is the ordinary comparison of its versions.
    const same = await t.rest('GET', `/decklists/${burn.id}/compare?from_version=1&to_version=2&to_decklist_id=${burn.id}`);
    expect(same.body).toMatchObject({ from_version_tag: 'v1', to_version_tag: 'v2', from_decklist_name: 'Boros Burn', to_decklist_id: burn.id });
  });

  it('refuses another decklist the viewer may not read, one that does not exist, a missing version and another game', async () => {
    const open = await newDecklist(await newArchetype(w.publicProject.id, 'Open'));
    const secret = await newDecklist(await newArchetype(w.privateProject.id, 'Secret'));
    const path = (other: string, to = '1') => `/decklists/${open.id}/compare?from_version=1&to_version=${to}&to_decklist_id=${other}`;

    expect(await t.rest('GET', path(secret.id))).toMatchObject({ status: 404, body: { message: 'Decklist not found' } });
    expect(await t.rest('GET', path(secret.id), { token: w.outsider.token })).toMatchObject({ status: 404 });
    expect((await t.rest('GET', path(secret.id), { token: w.member.token })).status).toBe(200);
    expect(await t.rest('GET', path('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 404, body: { message: 'Decklist not found' } });
    expect(await t.rest('GET', path('not-an-id'))).toMatchObject({ status: 404 });
    expect(await t.rest('GET', path(secret.id, 'v9'), { token: w.member.token })).toMatchObject({ status: 404, body: { message: 'Version v9 not found' } });

    const pokemon = await newDecklist(await newArchetype(w.publicProject.id, 'Charizard', 'Pokémon TCG'), [{ name: 'Charmander', quantity: 4, type: 'Pokémon' }]);
    expect(await t.rest('GET', path(pokemon.id))).toMatchObject({
      status: 400,
      body: { message: 'Decklists of different games cannot be compared', problems: [{ field: 'to_decklist_id', message: 'Decklists of different games cannot be compared' }] },
    });
    const hidden = await t.gql(`query ($id: ID!, $other: ID!) { decklist(id: $id) { compare(from: "1", to: "1", toDecklist: $other) { fromVersionTag } } }`, { id: open.id, other: secret.id });
    expect(hidden.errors?.[0].message).toBe('Decklist not found');
  });
});
