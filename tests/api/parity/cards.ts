// Parity cases for the card catalog.
import { importCatalog } from '../../../server/services/cards/import-catalog.ts';
import { fixturePath } from '../../unit/cards/helpers.ts';
import { gqlOk, restOk, type ParityCases } from './cases.ts';

type Json = Record<string, any>;

const suggestionOf = (c: Json) => ({ name: c.name, type: c.type, type_line: c.typeLine, cost: c.cost, mana_value: c.manaValue, rarity: c.rarity, image_url: c.imageUrl });

const catalogOf = (c: Json) => ({
  game: c.game,
  game_name: c.gameName,
  source: c.source,
  location: c.location,
  imported_at: c.importedAt,
  card_count: c.cardCount,
  printing_count: c.printingCount,
});

export const cardCases: ParityCases = {
  'GET /admin/card-catalogs': async ({ t, w }) => {
    await importCatalog(t.app.deps.db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
    const rest = await restOk(t, 'GET', '/admin/card-catalogs', { token: w.siteAdmin.token });
    const data = await gqlOk(t, '{ adminCardCatalogs { game gameName source location importedAt cardCount printingCount } }', {}, w.siteAdmin.token);
    return [rest, data.adminCardCatalogs.map(catalogOf)];
  },

  'GET /cards/search': async ({ t, w }) => {
    await importCatalog(t.app.deps.db, 'scryfall', [fixturePath('scryfall-default-cards.json')]);
    const searches: [string, string][] = [['mtg', 'li'], ['Magic: The Gathering', 'ice']];
    const rest = [];
    const gql = [];
    for (const [game, q] of searches) {
      rest.push(await restOk(t, 'GET', `/cards/search?game=${encodeURIComponent(game)}&q=${q}`, { token: w.member.token }));
      const data = await gqlOk(t, 'query ($game: String!, $q: String!) { cardSearch(game: $game, query: $q) { name type typeLine cost manaValue rarity imageUrl } }', { game, q }, w.member.token);
      gql.push(data.cardSearch.map(suggestionOf));
    }
    return [rest, gql];
  },
};
