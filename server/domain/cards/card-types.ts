// Each game's card types in the order a decklist shows them (spec: "cards grouped by type"), and how a Magic type
// line picks its one group. Cards the catalog does not know are grouped as Other, last.
import type { GameId } from '../games.ts';

export const OTHER_TYPE = 'Other';

/** The groups of a decklist, in display order; a game not listed groups everything as Other. */
export const TYPE_ORDER: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  mtg: ['Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land'],
  pokemon: ['Pokémon', 'Trainer', 'Energy'],
  yugioh: ['Monster', 'Spell', 'Trap', 'Fusion', 'Synchro', 'Xyz', 'Link'],
  lorcana: ['Character', 'Action', 'Item', 'Location'],
  onepiece: ['Leader', 'Character', 'Event', 'Stage'],
  fab: ['Hero', 'Weapon', 'Equipment', 'Action', 'Attack Reaction', 'Defense Reaction', 'Instant', 'Resource'],
};

/**
 * Which group a Magic card goes in when its type line names several types. Lands first ("Artifact Land" and
 * "Land Creature" are counted with the lands, as deck sites do), then creatures ("Artifact Creature",
 * "Enchantment Creature"), then the rest in display order. A double-faced or split card goes by its front face.
 */
const MTG_PRECEDENCE = ['Land', 'Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment'];

export function mtgPrimaryType(typeLine: string): string {
  const frontTypes = typeLine.split(' // ')[0].split(/ [—-] /)[0].split(' ');
  return MTG_PRECEDENCE.find((type) => frontTypes.includes(type)) ?? OTHER_TYPE;
}

/** Position of a type in the game's order; unknown types after the known ones, Other last. */
export function typeRank(game: GameId | null, type: string): number {
  const order = (game && TYPE_ORDER[game]) || [];
  const index = order.indexOf(type);
  if (index !== -1) return index;
  return type === OTHER_TYPE ? order.length + 1 : order.length;
}

/** Sections shown as groups of their own, before the types (the cards a deck is built around) or after them. */
const LEADING_SECTIONS = ['Commander', 'Companion'];
const TRAILING_SECTIONS = ['Sideboard', 'Side Deck', 'Maybeboard'];

/** Whether a section is shown as a group of its own rather than by its cards' types. */
export function standsApart(section: string): boolean {
  return LEADING_SECTIONS.includes(section) || TRAILING_SECTIONS.includes(section);
}

/** The group a line is shown in: its section when that stands apart from the deck, else its type. */
export function deckGroupOf(line: { type: string; section?: string | null }): string {
  const section = line.section?.trim();
  if (section && standsApart(section)) return section;
  return line.type.trim() || OTHER_TYPE;
}

/** Display order of groups: leading sections, the game's types in its order, other groups by name, Other, trailing sections. */
export function compareDeckGroups(game: GameId | null, a: string, b: string): number {
  const rank = (group: string) => {
    const leading = LEADING_SECTIONS.indexOf(group);
    if (leading !== -1) return leading - LEADING_SECTIONS.length;
    const trailing = TRAILING_SECTIONS.indexOf(group);
    if (trailing !== -1) return 1000 + trailing;
    return typeRank(game, group);
  };
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'base' });
}
