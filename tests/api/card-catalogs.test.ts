// The admin panel's card catalogs: each game a source fills, with its last import's date and size.
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../../server/services/cards/import-catalog.ts';
import { fixturePath } from '../unit/cards/helpers.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

describe('GET /api/admin/card-catalogs', () => {
  it('lists every game a source fills, with the date and size of what was imported', async () => {
    const before = await t.rest('GET', '/admin/card-catalogs', { token: w.siteAdmin.token });
    expect(before.status).toBe(200);
    expect(before.body.map((c: { game: string }) => c.game)).toEqual(['mtg', 'pokemon', 'yugioh', 'lorcana', 'onepiece', 'fab']);
    // This file's database starts with no catalog at all.
    expect(before.body[0]).toMatchObject({ source: null, location: null, imported_at: null, card_count: 0, printing_count: 0 });
    const started = Date.now();
    await importCatalog(t.app.deps.db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
    const after = await t.rest('GET', '/admin/card-catalogs', { token: w.siteAdmin.token });
    const mtg = after.body.find((c: { game: string }) => c.game === 'mtg');
    expect(mtg).toMatchObject({ game_name: 'Magic: The Gathering', source: 'scryfall', location: expect.stringContaining('scryfall-default-cards.json') });
    expect(mtg).toMatchObject({ card_count: 7, printing_count: 8 });
    expect(Date.parse(mtg.imported_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(after.body.find((c: { game: string }) => c.game === 'lorcana')).toMatchObject({ imported_at: null, card_count: 0 });
  });

  it('is for site admins only', async () => {
    expect((await t.rest('GET', '/admin/card-catalogs', { token: w.member.token })).status).toBe(403);
    expect((await t.rest('GET', '/admin/card-catalogs')).status).toBe(401);
  });
});
