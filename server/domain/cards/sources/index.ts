// The catalog sources `npm run cards:import -- <source> [file-or-url ...]` knows: which game each fills, where its
// records are in its JSON files, and how a record maps to catalog rows.
import type { GameId } from '../../games.ts';
import type { CardRow, MappedRecord } from '../catalog-rows.ts';
import { mapFabCard } from './fab.ts';
import { mapLorcanaCard, type LorcanaCard } from './lorcana.ts';
import { mapOnePieceCard, type OnePieceCard } from './onepiece.ts';
import { mapPokemonRecord, mergePokemonCards, type PokemonCard, type PokemonSet } from './pokemontcg.ts';
import { mapScryfallCard, type ScryfallCard } from './scryfall.ts';
import { mapYgoCard, type YgoCard } from './ygoprodeck.ts';

export interface CatalogSource {
  game: GameId;
  /** What the source reads, for the command's usage text. */
  reads: string;
  /**
   * Where the records are in each file: the keys leading to the array (or object) whose elements (or values) are
   * records. [] is the top level.
   */
  recordsAt: readonly string[];
  map(record: unknown): MappedRecord;
  /**
   * Combines a card seen again (in another printing) with what was kept of it; without this the first record of a
   * card stands for it.
   */
  merge?(kept: CardRow, next: CardRow): CardRow;
  /** Records the source ships itself: it then needs no file. Loaded on demand (the FaB package is large). */
  bundled?(): Promise<readonly unknown[]>;
}

export const CATALOG_SOURCES = {
  scryfall: {
    game: 'mtg',
    reads: 'a Scryfall bulk data file ("Oracle Cards" or "Default Cards" JSON)',
    recordsAt: [],
    map: (record) => mapScryfallCard(record as ScryfallCard),
  },
  pokemontcg: {
    game: 'pokemon',
    reads: 'pokemon-tcg-data files or a checkout of it: cards/en/<set>.json and sets/en.json',
    recordsAt: [],
    map: (record) => mapPokemonRecord(record as PokemonCard & PokemonSet),
    merge: mergePokemonCards,
  },
  ygoprodeck: {
    game: 'yugioh',
    reads: "YGOPRODeck's cardinfo.php JSON ({ \"data\": [...] })",
    recordsAt: ['data'],
    map: (record) => mapYgoCard(record as YgoCard),
  },
  lorcana: {
    game: 'lorcana',
    reads: "LorcanaJSON's allCards.json",
    recordsAt: ['cards'],
    map: (record) => mapLorcanaCard(record as LorcanaCard),
  },
  onepiece: {
    game: 'onepiece',
    reads: 'One Piece card JSON keyed by card id (or vegapull per-pack arrays)',
    recordsAt: [],
    map: (record) => mapOnePieceCard(record as OnePieceCard),
  },
  fab: {
    game: 'fab',
    reads: 'the @flesh-and-blood/cards package (no file needed)',
    recordsAt: [],
    map: (record) => mapFabCard(record as Parameters<typeof mapFabCard>[0]),
    bundled: async () => (await import('@flesh-and-blood/cards')).cards,
  },
} as const satisfies Record<string, CatalogSource>;

export type CatalogSourceName = keyof typeof CATALOG_SOURCES;

export function catalogSource(name: string): CatalogSource | undefined {
  return Object.hasOwn(CATALOG_SOURCES, name) ? CATALOG_SOURCES[name as CatalogSourceName] : undefined;
}

/** The games some source fills: lines of other games are not looked up at all. */
export const catalogSourceGames: ReadonlySet<GameId> = new Set(Object.values(CATALOG_SOURCES).map((source) => source.game));

/**
 * Where the sources' card images are: the web client shows them straight from there (nothing is downloaded or
 * proxied), so its Content-Security-Policy allows these origins for images, and only for images.
 */
export const CARD_IMAGE_ORIGINS: readonly string[] = [
  'https://cards.scryfall.io',
  'https://images.pokemontcg.io',
  'https://images.ygoprodeck.com',
  'https://api.lorcana.ravensburger.com',
  'https://en.onepiece-cardgame.com',
  'https://storage.googleapis.com',
];
