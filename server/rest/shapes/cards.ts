// REST shapes of the card catalog.
import { z } from 'zod';
import type { CardCatalogStatus } from '../../services/cards/card-catalogs.ts';
import type { CardSuggestion } from '../../services/cards/search-cards.ts';
import { instant, optionalText } from './fields.ts';

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

export const cardCatalogSchema = z
  .object({
    game: z.string().meta({ description: 'Game id.' }),
    game_name: z.string(),
    source: optionalText().meta({ description: 'The source last imported; null when never loaded.' }),
    location: optionalText().meta({ description: 'The file or URL it was imported from.' }),
    imported_at: instant().nullable(),
    card_count: z.int().min(0),
    printing_count: z.int().min(0),
  })
  .meta({ id: 'CardCatalog', description: "A game's card catalog: its last import and its size." });

export function cardCatalogJson(catalog: CardCatalogStatus): z.infer<typeof cardCatalogSchema> {
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
