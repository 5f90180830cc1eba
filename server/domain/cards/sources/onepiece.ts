// One Piece Card Game data as the vegapull scraper and the sites built on it publish it: an object keyed by card id
// ({ "OP01-016": { id, name, category, colors, cost, rarity, image, ... } }) or per-pack arrays of the same records.
// Decklists name cards by id ("4xOP01-016"), alternate arts by id and suffix ("OP01-016_p1"): the card is the id
// without the suffix, each id with or without one a printing of it.
import { matchKeysOf, NOTHING, type MappedRecord } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

export interface OnePieceCard {
  id?: string;
  name?: string;
  category?: string;
  colors?: string[];
  color?: string;
  cost?: number | null;
  rarity?: string;
  set?: string;
  types?: string[];
  image?: string;
  img_full_url?: string;
}

const CARD_ID = /^([A-Z]+\d*)-(\d+)(?:_([A-Za-z0-9]+))?$/;
const CATEGORIES: Readonly<Record<string, string>> = { leader: 'Leader', character: 'Character', event: 'Event', stage: 'Stage' };

/** Sites decode HTML entities unevenly ("Kid &amp; Killer"). */
const unescaped = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

export function mapOnePieceCard(card: OnePieceCard): MappedRecord {
  const id = card.id?.toUpperCase();
  const parts = id ? CARD_ID.exec(id) : null;
  const primaryType = CATEGORIES[(card.category ?? '').toLowerCase()];
  if (!id || !parts || !card.name || !primaryType) return NOTHING;
  const [, set, number, suffix] = parts;
  const key = `${set}-${number}`;
  const name = unescaped(card.name);
  const imageUrl = card.image ?? card.img_full_url ?? null;
  const rarity = card.rarity ?? null;
  // A leader's printed number is its life, not a cost.
  const cost = primaryType === 'Leader' || card.cost === null || card.cost === undefined ? null : card.cost;
  const printing = { game: 'onepiece' as const, set: setKey(set), number: numberKey(suffix ? `${number}_${suffix}` : number), cardKey: key, rarity, imageUrl };
  return {
    cards: [
      {
        game: 'onepiece',
        key,
        name,
        nameKey: catalogNameKey(name),
        matchKeys: matchKeysOf('onepiece', catalogNameKey(name), [catalogNameKey(key)]),
        typeLine: card.types?.length ? `${primaryType} — ${card.types.join(' / ')}` : primaryType,
        primaryType,
        cost: cost === null ? null : String(cost),
        manaValue: cost,
        colors: card.colors ?? (card.color ? card.color.split('/') : []),
        rarity,
        imageUrl,
        legalities: null,
        copyLimit: null,
      },
    ],
    printings: [printing],
    sets: [],
  };
}
