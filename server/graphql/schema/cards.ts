// The card catalog: name suggestions for the card editor.
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

builder.queryFields((t) => ({
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
