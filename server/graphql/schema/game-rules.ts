// A project's game rules (domain/games.ts): what the match form starts with and offers between games.
import { rulesOf, type GameRules, type Sideboarding } from '../../domain/games.ts';
import { builder } from '../builder.ts';
import { ProjectRef } from './projects.ts';

const SideboardingEnum = builder.enumType('Sideboarding', {
  description: 'What a player may change between the games of a match.',
  values: {
    SIDEBOARD: { value: 'sideboard', description: 'Cards from a sideboard (Magic; Flesh and Blood’s card pool).' },
    SIDE_DECK: { value: 'side-deck', description: 'Cards from the side deck (Yu-Gi-Oh!).' },
    NONE: { value: 'none', description: 'Nothing: every game is played with the same deck (Pokémon, Lorcana…).' },
  } satisfies Record<string, { value: Sideboarding; description: string }>,
});

const GameRulesRef = builder.objectRef<GameRules>('GameRules').implement({
  description: 'The rules of a match in a game, which the match form, the API’s checks and the statistics follow.',
  fields: (t) => ({
    sideboarding: t.field({ type: SideboardingEnum, resolve: (rules) => rules.sideboarding, description: 'What a player may change between games; with NONE no game is sideboarded and there are no post-board figures.' }),
    bestOf: t.exposeInt('bestOf', { description: 'The best-of of a match at the game’s competitive events, which a new match starts with.' }),
  }),
});

builder.objectField(ProjectRef, 'gameRules', (t) =>
  t.field({
    type: GameRulesRef,
    description: 'The rules of a match in the project’s game (a game outside the catalogue: sideboarding, best of 1).',
    resolve: (project) => rulesOf(project.game),
  }),
);
