// The built-in catalogue of card games: their formats and the rules of a match that the match form, the API's checks
// and the statistics follow (one table, docs/adr/0321-game-rules.md). GET /games and GET /formats return these plus
// the games and formats already used in projects. Game names are the values stored in projects and archetypes.

/**
 * What a player may change between the games of a match: cards from a sideboard (Magic, Flesh and Blood's card pool,
 * Star Wars: Unlimited), Yu-Gi-Oh!'s side deck, or nothing (Pokémon, Lorcana, …: every game is played with the
 * same deck, so a game is never "sideboarded" and post-board figures do not exist).
 */
export const SIDEBOARDING = ['sideboard', 'side-deck', 'none'] as const;
export type Sideboarding = (typeof SIDEBOARDING)[number];

export interface GameRules {
  sideboarding: Sideboarding;
  /** The best-of of a match at the game's competitive events (Swiss rounds), which the match form starts with. */
  bestOf: 1 | 3;
}

export interface GameInfo extends GameRules {
  name: string;
  formats: string[];
}

export const GAMES = {
  mtg: {
    name: 'Magic: The Gathering',
    formats: ['Standard', 'Pioneer', 'Modern', 'Legacy', 'Vintage', 'Pauper', 'Commander', 'Historic', 'Explorer', 'Timeless', 'Alchemy', 'Brawl', 'Limited'],
    sideboarding: 'sideboard',
    bestOf: 3,
  },
  pokemon: { name: 'Pokémon TCG', formats: ['Standard', 'Expanded', 'Unlimited', 'Gym Leader Challenge'], sideboarding: 'none', bestOf: 3 },
  yugioh: { name: 'Yu-Gi-Oh!', formats: ['Advanced', 'Traditional', 'Speed Duel', 'Rush Duel', 'Master Duel', 'Edison', 'Goat'], sideboarding: 'side-deck', bestOf: 3 },
  lorcana: { name: 'Disney Lorcana', formats: ['Core Constructed', 'Infinity Constructed'], sideboarding: 'none', bestOf: 3 },
  onepiece: { name: 'One Piece Card Game', formats: ['Standard', 'Extra Regulation'], sideboarding: 'none', bestOf: 1 },
  fab: { name: 'Flesh and Blood', formats: ['Classic Constructed', 'Silver Age', 'Living Legend', 'Blitz', 'Draft', 'Sealed'], sideboarding: 'sideboard', bestOf: 1 },
  digimon: { name: 'Digimon Card Game', formats: ['Standard'], sideboarding: 'none', bestOf: 1 },
  swu: { name: 'Star Wars: Unlimited', formats: ['Premier', 'Twin Suns'], sideboarding: 'sideboard', bestOf: 3 },
  dbs: { name: 'Dragon Ball Super Card Game', formats: ['Fusion World', 'Masters'], sideboarding: 'none', bestOf: 1 },
  vanguard: { name: 'Cardfight!! Vanguard', formats: ['Standard', 'Premium'], sideboarding: 'none', bestOf: 1 },
  weiss: { name: 'Weiß Schwarz', formats: ['Standard', 'Neo-Standard'], sideboarding: 'none', bestOf: 1 },
  altered: { name: 'Altered', formats: ['Standard'], sideboarding: 'sideboard', bestOf: 1 },
} as const satisfies Record<string, GameInfo>;

export type GameId = keyof typeof GAMES;

export const GAME_NAMES: readonly string[] = Object.values(GAMES).map((g) => g.name);

/** Formats of one game by its name, or of every game when none is given; unique and sorted. */
export function formatsOf(gameName?: string): string[] {
  const games: readonly GameInfo[] = Object.values(GAMES);
  const chosen = gameName ? games.filter((g) => g.name === gameName) : games;
  return [...new Set(chosen.flatMap((g) => g.formats))].sort((a, b) => a.localeCompare(b));
}

export function gameIdOf(gameName: string): GameId | undefined {
  return (Object.keys(GAMES) as GameId[]).find((id) => GAMES[id].name === gameName);
}

/** A game given by its id ("mtg") or its name ("Magic: The Gathering"); undefined for anything else. */
export function asGameId(game: string | null | undefined): GameId | undefined {
  if (!game) return undefined;
  return Object.hasOwn(GAMES, game) ? (game as GameId) : gameIdOf(game);
}

/**
 * A game's match rules by its name or id. A game outside the catalogue (a project may name any game) keeps what the
 * app did before it knew rules: sideboarding allowed, best of 1 to start with.
 */
export function rulesOf(game: string | null | undefined): GameRules & { game: string | null } {
  const id = asGameId(game);
  if (!id) return { game: null, sideboarding: 'sideboard', bestOf: 1 };
  const { name, sideboarding, bestOf } = GAMES[id];
  return { game: name, sideboarding, bestOf };
}
