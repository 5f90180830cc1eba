// PokemonTCG/pokemon-tcg-data: cards/en/<set id>.json (an array of the set's cards, ids like "sv3pt5-6") and
// sets/en.json (an array of sets with their PTCGL code, "MEW" for sv3pt5). A PTCGL decklist names a printing by that
// code and the number ("Charizard ex MEW 6"), so sets are kept with it as their other code.
//
// Pokémon cards have no oracle identity: every card of the same name is taken as one catalog card (reprints of
// "Professor's Research" are one card; two different "Charizard ex" are too, a simplification the decklist view can
// live with). A card is legal in a format when any of its printings is, as the game's reprint rule has it.
import { ANY_NUMBER_OF_COPIES, matchKeysOf, NOTHING, type CardRow, type Legalities, type LegalityStatus, type MappedRecord } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

export interface PokemonCard {
  id?: string;
  name?: string;
  supertype?: string;
  subtypes?: string[];
  types?: string[];
  number?: string;
  rarity?: string;
  legalities?: Record<string, string>;
  images?: { small?: string; large?: string };
}

export interface PokemonSet {
  id?: string;
  name?: string;
  series?: string;
  ptcgoCode?: string;
}

/** The formats pokemon-tcg-data states legality for; a format it leaves out of a card is one the card is not legal in. */
export const POKEMON_FORMATS = ['standard', 'expanded', 'unlimited'] as const;
const SUPERTYPES = new Set(['Pokémon', 'Trainer', 'Energy']);

function legalitiesOf(raw: Record<string, string> = {}): Legalities {
  const status = (value: string | undefined): LegalityStatus => (value === 'Legal' ? 'legal' : value === 'Banned' ? 'banned' : 'not_legal');
  return Object.fromEntries(POKEMON_FORMATS.map((format) => [format, status(raw[format])]));
}

/** "Basic Fire Energy" is also written "Fire Energy", and the other way round. */
function basicEnergyAliases(name: string): string[] {
  const bare = name.replace(/^Basic /, '');
  return [catalogNameKey(bare), catalogNameKey(`Basic ${bare}`)];
}

function mapSet(set: PokemonSet): MappedRecord {
  if (!set.id) return NOTHING;
  return { ...NOTHING, sets: [{ game: 'pokemon', code: setKey(set.id), name: set.name ?? null, altCode: set.ptcgoCode ? setKey(set.ptcgoCode) : null }] };
}

function mapCard(card: PokemonCard): MappedRecord {
  if (!card.id || !card.name || !card.number || !SUPERTYPES.has(card.supertype ?? '')) return NOTHING;
  const supertype = card.supertype!;
  const subtypes = card.subtypes ?? [];
  const isBasicEnergy = supertype === 'Energy' && subtypes.includes('Basic');
  const nameKey = catalogNameKey(card.name);
  const key = nameKey;
  const imageUrl = card.images?.small ?? null;
  const set = setKey(card.id.slice(0, card.id.length - card.number.length - 1));
  const row: CardRow = {
    game: 'pokemon',
    key,
    name: card.name,
    nameKey,
    matchKeys: matchKeysOf('pokemon', nameKey, isBasicEnergy ? basicEnergyAliases(card.name) : []),
    typeLine: subtypes.length ? `${supertype} — ${subtypes.join(', ')}` : supertype,
    primaryType: supertype,
    cost: null,
    manaValue: null,
    colors: card.types ?? [],
    rarity: card.rarity ?? null,
    imageUrl,
    legalities: legalitiesOf(card.legalities),
    copyLimit: isBasicEnergy ? ANY_NUMBER_OF_COPIES : null,
  };
  return { cards: [row], printings: [{ game: 'pokemon', set, number: numberKey(card.number), cardKey: key, rarity: row.rarity, imageUrl }], sets: [] };
}

/** A record of either file: a card has a supertype, a set a series. */
export function mapPokemonRecord(record: PokemonCard & PokemonSet): MappedRecord {
  return record.supertype ? mapCard(record) : record.series !== undefined ? mapSet(record) : NOTHING;
}

/** Two printings of one card name: legal wherever either is, banned wherever either is banned. */
export function mergePokemonCards(kept: CardRow, next: CardRow): CardRow {
  const rank: Record<LegalityStatus, number> = { banned: 3, legal: 2, restricted: 1, limited: 1, semi_limited: 1, not_legal: 0 };
  const legalities = { ...kept.legalities };
  for (const [format, status] of Object.entries(next.legalities ?? {})) {
    if (!legalities[format] || rank[status] > rank[legalities[format]]) legalities[format] = status;
  }
  return { ...kept, legalities };
}
