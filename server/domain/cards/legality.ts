// Warnings about a decklist in a format, from the catalog's legality data: cards banned or not legal there, and
// more copies than the format allows (the usual limit, a card's own — basic lands, "any number of cards named" —,
// Vintage's restricted list, Yu-Gi-Oh!'s Limited and Semi-Limited lists), and a deck of the wrong size where the
// game's rule is simple (Pokémon 60, Yu-Gi-Oh! main deck 40–60, Magic's constructed main deck at least 60). Copies are counted per card across every section
// (main deck and sideboard together), as the games' rules count them. This is the one place for these rules: the
// import preview and every version's view read them through enrichment. A card the catalog did not resolve is
// counted by its name in the games whose rule is simple and whose exceptions are known by name (Magic's basic lands,
// Pokémon's basic energy); nothing else is known about it.
import { cardNameKey } from '../deck-import/deck-builder.ts';
import type { GameId } from '../games.ts';
import type { LegalityStatus } from './catalog-rows.ts';
import type { Resolution, ResolvedCard } from './resolution.ts';

export interface LegalityLine {
  /** The line's name and section as stored ('Main Deck', 'Sideboard', 'Pokémon', …). */
  name: string;
  section: string;
  quantity: number;
  card: Resolution;
}

export interface LegalityWarning {
  code: 'banned' | 'not_legal' | 'too_many_copies' | 'deck_size';
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

/** Cards any number of which a deck may hold, known by name for a line the catalog did not resolve. */
const UNLIMITED_BY_NAME: Readonly<Partial<Record<GameId, RegExp>>> = {
  mtg: /^(?:snow-covered )?(?:plains|island|swamp|mountain|forest|wastes)$/i,
  // Exports write basic energy by type or by its symbol ("Basic {R} Energy").
  pokemon: /^(?:basic )?(?:grass|fire|water|lightning|psychic|fighting|darkness|metal|fairy|\{[GRWLPFDMY]\}) energy$/i,
};

/** The games whose unresolved lines are counted by name (their usual limit and its exceptions are simple). */
const COUNTED_BY_NAME: ReadonlySet<GameId> = new Set(['mtg', 'pokemon', 'yugioh']);

/** Sections that are not the deck played: not counted in its size. */
const OUTSIDE_THE_DECK = new Set(['Sideboard', 'Side Deck', 'Maybeboard', 'Extra Deck']);

interface DeckSize {
  min: number;
  /** null: no upper bound (Magic's constructed formats ask for at least 60). */
  max: number | null;
}

/**
 * The main deck's size a game's rule asks for: `usual` in any format (also when none is named) unless `formats`
 * names the format (null there: no rule). Magic's rule depends on the format, so it has none without one.
 */
const DECK_SIZES: Readonly<Partial<Record<GameId, { usual?: DeckSize; formats?: Readonly<Record<string, DeckSize | null>> }>>> = {
  mtg: {
    formats: Object.fromEntries([
      ...['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'historic', 'explorer', 'timeless', 'alchemy'].map((f) => [f, { min: 60, max: null }]),
      ['commander', { min: 100, max: 100 }],
      ['brawl', { min: 60, max: 60 }],
      ['limited', { min: 40, max: null }],
    ]),
  },
  pokemon: { usual: { min: 60, max: 60 } },
  yugioh: { usual: { min: 40, max: 60 }, formats: { 'speed duel': { min: 20, max: 30 }, 'rush duel': { min: 40, max: 60 } } },
};

function deckSizeRule(game: GameId, format: string | null): DeckSize | null {
  const rules = DECK_SIZES[game];
  const key = format?.trim().toLowerCase() ?? '';
  if (rules?.formats && Object.hasOwn(rules.formats, key)) return rules.formats[key];
  return rules?.usual ?? null;
}

function deckSizeWarning(game: GameId, format: string | null, lines: readonly LegalityLine[]): LegalityWarning | null {
  const rule = deckSizeRule(game, format);
  if (!rule) return null;
  const size = lines.filter((line) => !OUTSIDE_THE_DECK.has(line.section)).reduce((sum, line) => sum + line.quantity, 0);
  if (size >= rule.min && (rule.max === null || size <= rule.max)) return null;
  const wanted = rule.max === null ? `at least ${rule.min}` : rule.min === rule.max ? `exactly ${rule.min}` : `${rule.min}–${rule.max}`;
  const deck = game === 'pokemon' ? 'The deck' : 'The main deck';
  return { code: 'deck_size', card: '', message: `${deck} has ${size} ${size === 1 ? 'card' : 'cards'}: ${wanted} required${format ? ` in ${format}` : ''}` };
}

/** Copies per card: by the catalog's identity when it resolved the line, by name when the game's rule allows. */
function copiesPerCard(game: GameId, lines: readonly LegalityLine[]): Map<string, { card: ResolvedCard | null; name: string; quantity: number }> {
  const totals = new Map<string, { card: ResolvedCard | null; name: string; quantity: number }>();
  for (const { card, name, quantity } of lines) {
    if (!card.resolved && (!COUNTED_BY_NAME.has(game) || UNLIMITED_BY_NAME[game]?.test(name.trim()))) continue;
    const key = card.resolved ? `card\u0000${card.cardKey}` : `name\u0000${cardNameKey(name.trim())}`;
    const total = totals.get(key);
    if (total) total.quantity += quantity;
    else totals.set(key, { card: card.resolved ? card : null, name: card.resolved ? card.name : name.trim(), quantity });
  }
  return totals;
}

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
  const totals = copiesPerCard(game, lines);
  const formatKey = legalityKeyOf(game, format);
  const usualLimit = copyLimitIn(game, format);
  const where = format ? ` in ${format}` : '';
  const warnings: LegalityWarning[] = [];
  for (const { card, name, quantity } of totals.values()) {
    const status = formatKey ? card?.legalities?.[formatKey] : undefined;
    if (status === 'banned' || status === 'not_legal') {
      warnings.push({ code: status, card: name, message: `${name} is ${status === 'banned' ? 'banned' : 'not legal'}${where}` });
      continue;
    }
    const lowered = status ? STATUS_LIMITS[status] : undefined;
    const limit = lowered?.limit ?? card?.copyLimit ?? usualLimit;
    if (limit === null || quantity <= limit) continue;
    const message = lowered
      ? `${name} is ${lowered.label}${where}: ${copies(quantity)}, at most ${limit} allowed`
      : `${copies(quantity)} of ${name}: at most ${limit} allowed${where}`;
    warnings.push({ code: 'too_many_copies', card: name, message });
  }
  for (const rule of ONE_PER_DECK[game] ?? []) {
    const held = [...totals.values()].flatMap(({ card, quantity }) => (card && rule.matches(card) ? [{ card, quantity }] : []));
    const count = held.reduce((sum, { quantity }) => sum + quantity, 0);
    if (count > 1) {
      const names = held.map(({ card }) => card.name).join(', ');
      warnings.push({ code: 'too_many_copies', card: names, message: `${count} ${rule.label}s (${names}): a deck may hold only 1` });
    }
  }
  const sizeWarning = deckSizeWarning(game, format, lines);
  if (sizeWarning) warnings.push(sizeWarning);
  return warnings;
}
