// Warnings about a decklist in a format, from the catalog's legality data: cards banned or not legal there, and
// more copies than the format allows (the usual limit, a card's own — basic lands, "any number of cards named" —,
// Vintage's restricted list, Yu-Gi-Oh!'s Limited and Semi-Limited lists). Copies are counted per card across every
// section (main deck and sideboard together), as the games' rules count them. Cards the catalog did not resolve get
// no warning: nothing is known about them.
import type { GameId } from '../games.ts';
import type { LegalityStatus } from './catalog-rows.ts';
import type { Resolution, ResolvedCard } from './resolution.ts';

export interface LegalityLine {
  quantity: number;
  card: Resolution;
}

export interface LegalityWarning {
  code: 'banned' | 'not_legal' | 'too_many_copies';
  /** The catalog name of the card concerned. */
  card: string;
  message: string;
}

/** The app's format names (domain/games.ts) and the catalog source's format key for each. */
const FORMAT_KEYS: Readonly<Partial<Record<GameId, Readonly<Record<string, string>>>>> = {
  mtg: {
    standard: 'standard',
    pioneer: 'pioneer',
    modern: 'modern',
    legacy: 'legacy',
    vintage: 'vintage',
    pauper: 'pauper',
    commander: 'commander',
    historic: 'historic',
    explorer: 'explorer',
    timeless: 'timeless',
    alchemy: 'alchemy',
    brawl: 'brawl',
  },
  pokemon: { standard: 'standard', expanded: 'expanded', unlimited: 'unlimited' },
  yugioh: { advanced: 'tcg', goat: 'goat' },
  lorcana: { 'core constructed': 'core', 'infinity constructed': 'infinity' },
  fab: { 'classic constructed': 'classic constructed', 'living legend': 'living legend', blitz: 'blitz', 'silver age': 'silver age' },
};

/** Copies of one card a deck may hold, per game, and the formats that differ (null: no limit). */
const COPY_LIMITS: Readonly<Partial<Record<GameId, { usual: number; formats?: Readonly<Record<string, number | null>> }>>> = {
  mtg: { usual: 4, formats: { commander: 1, brawl: 1, limited: null } },
  pokemon: { usual: 4 },
  yugioh: { usual: 3 },
  lorcana: { usual: 4 },
  onepiece: { usual: 4 },
  fab: { usual: 3, formats: { blitz: 2, draft: null, sealed: null } },
};

/** Statuses that lower the limit, and how they are named in a warning. */
const STATUS_LIMITS: Partial<Record<LegalityStatus, { limit: number; label: string }>> = {
  restricted: { limit: 1, label: 'restricted' },
  limited: { limit: 1, label: 'Limited' },
  semi_limited: { limit: 2, label: 'Semi-Limited' },
};

/** Cards of which a deck may hold one in all, whichever they are (Pokémon's ACE SPEC and Radiant rules). */
const ONE_PER_DECK: Readonly<Partial<Record<GameId, { label: string; matches(card: ResolvedCard): boolean }[]>>> = {
  pokemon: [
    { label: 'ACE SPEC card', matches: (card) => card.typeLine?.includes('ACE SPEC') ?? false },
    { label: 'Radiant Pokémon', matches: (card) => card.type === 'Pokémon' && card.name.startsWith('Radiant ') },
  ],
};

/** The copy limit of a format (the game's usual one when the format is not known), null for none. */
export function copyLimitIn(game: GameId, format: string | null): number | null {
  const limits = COPY_LIMITS[game];
  if (!limits) return null;
  const key = format?.trim().toLowerCase() ?? '';
  return limits.formats && Object.hasOwn(limits.formats, key) ? limits.formats[key] : limits.usual;
}

/** The catalog's format key for a format name, or null when the catalog has no legality for it. */
export function legalityKeyOf(game: GameId, format: string | null): string | null {
  const keys = FORMAT_KEYS[game];
  const key = format?.trim().toLowerCase() ?? '';
  return keys && Object.hasOwn(keys, key) ? keys[key] : null;
}

const copies = (n: number) => `${n} ${n === 1 ? 'copy' : 'copies'}`;

export function legalityWarnings(game: GameId, format: string | null, lines: readonly LegalityLine[]): LegalityWarning[] {
  const totals = new Map<string, { card: ResolvedCard; quantity: number }>();
  for (const { card, quantity } of lines) {
    if (!card.resolved) continue;
    const total = totals.get(card.cardKey);
    if (total) total.quantity += quantity;
    else totals.set(card.cardKey, { card, quantity });
  }
  const formatKey = legalityKeyOf(game, format);
  const usualLimit = copyLimitIn(game, format);
  const where = format ? ` in ${format}` : '';
  const warnings: LegalityWarning[] = [];
  for (const { card, quantity } of totals.values()) {
    const status = formatKey ? card.legalities?.[formatKey] : undefined;
    if (status === 'banned' || status === 'not_legal') {
      warnings.push({ code: status, card: card.name, message: `${card.name} is ${status === 'banned' ? 'banned' : 'not legal'}${where}` });
      continue;
    }
    const lowered = status ? STATUS_LIMITS[status] : undefined;
    const limit = lowered?.limit ?? card.copyLimit ?? usualLimit;
    if (limit === null || quantity <= limit) continue;
    const message = lowered
      ? `${card.name} is ${lowered.label}${where}: ${copies(quantity)}, at most ${limit} allowed`
      : `${copies(quantity)} of ${card.name}: at most ${limit} allowed${where}`;
    warnings.push({ code: 'too_many_copies', card: card.name, message });
  }
  for (const rule of ONE_PER_DECK[game] ?? []) {
    const held = [...totals.values()].filter(({ card }) => rule.matches(card));
    const count = held.reduce((sum, { quantity }) => sum + quantity, 0);
    if (count > 1) {
      const names = held.map(({ card }) => card.name).join(', ');
      warnings.push({ code: 'too_many_copies', card: names, message: `${count} ${rule.label}s (${names}): a deck may hold only 1` });
    }
  }
  return warnings;
}
