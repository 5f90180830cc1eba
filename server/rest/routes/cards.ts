import { cardSearchSchema } from '../../domain/validation/cards.ts';
import { listCardCatalogs } from '../../services/cards/card-catalogs.ts';
import { searchCards } from '../../services/cards/search-cards.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { cardCatalogJson, cardCatalogSchema, cardSuggestionJson, cardSuggestionSchema } from '../shapes/cards.ts';

export const cardRoutes = [
  route({
    method: 'GET',
    path: '/cards/search',
    tag: 'Cards',
    auth: 'optional',
    summary:
      "Card names for the card editor's autocomplete (an array of at most 20): the catalog's cards of a game (id or name) whose name starts with q, then those containing it; empty below 2 characters or without a catalog.",
    query: cardSearchSchema,
    response: z.array(cardSuggestionSchema).max(20),
    handler: async (ctx, { query }) => (await searchCards(ctx, query)).map(cardSuggestionJson),
  }),
  route({
    method: 'GET',
    path: '/admin/card-catalogs',
    tag: 'Admin',
    auth: 'required',
    summary:
      'Each game a card catalog source fills, with its last import (source, location, imported_at) and size (card_count, printing_count); imported_at null when never loaded. Site admins only.',
    response: z.array(cardCatalogSchema),
    handler: async (ctx) => (await listCardCatalogs(ctx)).map(cardCatalogJson),
  }),
];
