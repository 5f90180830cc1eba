// REST shapes of the card catalog.
import type { CardCatalogStatus } from '../../services/cards/card-catalogs.ts';
import type { CardSuggestion } from '../../services/cards/search-cards.ts';

export function cardSuggestionJson(card: CardSuggestion) {
  return {
    name: card.name,
    type: card.type,
    type_line: card.typeLine,
    cost: card.cost,
    mana_value: card.manaValue,
    rarity: card.rarity,
    image_url: card.imageUrl,
  };
}

export function cardCatalogJson(catalog: CardCatalogStatus) {
  return {
    game: catalog.game,
    game_name: catalog.gameName,
    source: catalog.source,
    location: catalog.location,
    imported_at: catalog.importedAt?.toISOString() ?? null,
    card_count: catalog.cardCount,
    printing_count: catalog.printingCount,
  };
}
