// The built-in catalogue of card games and their formats. GET /games and GET /formats return these plus the games
// and formats already used in projects. Game names are the values stored in projects and archetypes.

export interface GameInfo {
  name: string;
  formats: string[];
}

export const GAMES = {
  mtg: {
    name: 'Magic: The Gathering',
    formats: ['Standard', 'Pioneer', 'Modern', 'Legacy', 'Vintage', 'Pauper', 'Commander', 'Historic', 'Explorer', 'Timeless', 'Alchemy', 'Brawl', 'Limited'],
  },
  pokemon: { name: 'Pokémon TCG', formats: ['Standard', 'Expanded', 'Unlimited', 'Gym Leader Challenge'] },
  yugioh: { name: 'Yu-Gi-Oh!', formats: ['Advanced', 'Traditional', 'Speed Duel', 'Rush Duel', 'Master Duel', 'Edison', 'Goat'] },
  lorcana: { name: 'Disney Lorcana', formats: ['Core Constructed', 'Infinity Constructed'] },
  onepiece: { name: 'One Piece Card Game', formats: ['Standard', 'Extra Regulation'] },
  fab: { name: 'Flesh and Blood', formats: ['Classic Constructed', 'Silver Age', 'Living Legend', 'Blitz', 'Draft', 'Sealed'] },
  digimon: { name: 'Digimon Card Game', formats: ['Standard'] },
  swu: { name: 'Star Wars: Unlimited', formats: ['Premier', 'Twin Suns'] },
  dbs: { name: 'Dragon Ball Super Card Game', formats: ['Fusion World', 'Masters'] },
  vanguard: { name: 'Cardfight!! Vanguard', formats: ['Standard', 'Premium'] },
  weiss: { name: 'Weiß Schwarz', formats: ['Standard', 'Neo-Standard'] },
  altered: { name: 'Altered', formats: ['Standard'] },
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
