// REST shapes of the card catalog.
import { z } from 'zod';
import type { CardSuggestion } from '../../services/cards/search-cards.ts';
import { optionalText } from './fields.ts';

export const cardSuggestionSchema = z
  .object({
    name: z.string(),
    type: z.string().meta({ description: "The game's type the card is grouped under." }),
    type_line: optionalText(),
    cost: optionalText(),
    mana_value: z.number().nullable(),
    rarity: optionalText(),
    image_url: optionalText(),
  })
  .meta({ id: 'CardSuggestion', description: 'A catalog card offered by the card editor.' });

export function cardSuggestionJson(card: CardSuggestion): z.infer<typeof cardSuggestionSchema> {
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
