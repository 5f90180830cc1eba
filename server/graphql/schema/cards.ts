// The card catalog: name suggestions for the card editor.
import { listCardCatalogs, type CardCatalogStatus } from '../../services/cards/card-catalogs.ts';
import { searchCards, type CardSuggestion } from '../../services/cards/search-cards.ts';
import { builder } from '../builder.ts';

const CardSuggestionRef = builder.objectRef<CardSuggestion>('CardSuggestion').implement({
  description: "A catalog card offered while typing a card's name.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The card name as decklists write it.' }),
    type: t.exposeString('type', { description: "The game's type the card is grouped under (Creature, Land, Pokémon, Trainer, ...)." }),
    typeLine: t.exposeString('typeLine', { nullable: true, description: 'The full type line, e.g. "Creature — Human Wizard".' }),
    cost: t.exposeString('cost', { nullable: true, description: 'The cost as printed, e.g. "{1}{R}", "Level 4", "3".' }),
    manaValue: t.exposeFloat('manaValue', { nullable: true, description: 'Mana value, ink cost or level; null where the card has none.' }),
    rarity: t.exposeString('rarity', { nullable: true, description: 'Rarity of the printing that stands for the card.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: "URL of the card's image on its source's site." }),
  }),
});

const CardCatalogRef = builder.objectRef<CardCatalogStatus>('CardCatalog').implement({
  description: "A game's card catalog: when it was last imported and how large it is.",
  fields: (t) => ({
    game: t.exposeString('game', { description: 'Game id ("mtg").' }),
    gameName: t.exposeString('gameName', { description: 'Game name ("Magic: The Gathering").' }),
    source: t.exposeString('source', { nullable: true, description: 'The source last imported ("scryfall"); null when never loaded.' }),
    location: t.exposeString('location', { nullable: true, description: 'The files or URLs it was imported from.' }),
    importedAt: t.expose('importedAt', { type: 'DateTime', nullable: true, description: 'When it was last imported; null when never loaded.' }),
    cardCount: t.exposeInt('cardCount', { description: 'Cards in the catalog.' }),
    printingCount: t.exposeInt('printingCount', { description: 'Printings (set and number) in the catalog.' }),
  }),
});

builder.queryFields((t) => ({
  adminCardCatalogs: t.field({
    type: [CardCatalogRef],
    description: 'Each game a catalog source fills, with its catalog date and size (site admins only).',
    resolve: (_root, _args, ctx) => listCardCatalogs(ctx),
  }),
  cardSearch: t.field({
    type: [CardSuggestionRef],
    description:
      "Catalog cards of a game whose name starts with the query, then those containing it: at most 20, none below 2 characters or when the game's catalog is not loaded.",
    args: {
      game: t.arg.string({ required: true, description: 'Game id ("mtg") or name ("Magic: The Gathering").' }),
      query: t.arg.string({ required: true, description: 'What was typed of the name.' }),
    },
    resolve: (_root, args, ctx) => searchCards(ctx, { game: args.game, q: args.query }),
  }),
}));
