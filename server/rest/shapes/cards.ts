// REST shapes of the card catalog.
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
