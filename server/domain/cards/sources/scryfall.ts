// Scryfall bulk data ("Oracle Cards", "Default Cards", "All Cards"): a JSON array of card objects. One object per
// printing (one per card in Oracle Cards); the card is keyed by its oracle id, so every printing of it lands on one
// catalog card. Multi-face cards (split, adventure, transform, modal_dfc, flip) carry their faces in card_faces.
import { mtgPrimaryType } from '../card-types.ts';
import { ANY_NUMBER_OF_COPIES, matchKeysOf, NOTHING, type Legalities, type LegalityStatus, type MappedRecord } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

interface ScryfallFace {
  name?: string;
  mana_cost?: string;
  type_line?: string;
  colors?: string[];
  oracle_id?: string;
  oracle_text?: string;
  image_uris?: Record<string, string>;
}

export interface ScryfallCard extends ScryfallFace {
  object?: string;
  lang?: string;
  layout?: string;
  cmc?: number;
  rarity?: string;
  set?: string;
  set_name?: string;
  collector_number?: string;
  legalities?: Record<string, string>;
  card_faces?: ScryfallFace[];
}

/** Not cards a deck is built from. */
const SKIPPED_LAYOUTS = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'vanguard', 'scheme', 'planar']);
const STATUSES = new Set<LegalityStatus>(['legal', 'not_legal', 'banned', 'restricted']);
/** "A deck can have any number of cards named ~", "up to seven cards named ~". */
const ANY_NUMBER = /A deck can have any number of cards named/i;
const UP_TO = /A deck can have up to (\w+) cards named/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function legalitiesOf(raw: Record<string, string> | undefined): Legalities | null {
  if (!raw) return null;
  const entries = Object.entries(raw).filter((entry): entry is [string, LegalityStatus] => STATUSES.has(entry[1] as LegalityStatus));
  return Object.fromEntries(entries);
}

function copyLimitOf(card: ScryfallCard, typeLine: string): number | null {
  if (/\bBasic\b/.test(typeLine.split(' — ')[0])) return ANY_NUMBER_OF_COPIES;
  const text = [card.oracle_text, ...(card.card_faces ?? []).map((face) => face.oracle_text)].join('\n');
  if (ANY_NUMBER.test(text)) return ANY_NUMBER_OF_COPIES;
  const upTo = UP_TO.exec(text);
  return upTo ? (NUMBER_WORDS[upTo[1].toLowerCase()] ?? null) : null;
}

export function mapScryfallCard(card: ScryfallCard): MappedRecord {
  const faces = card.card_faces ?? [];
  const front = faces[0] ?? card;
  const key = card.oracle_id ?? front.oracle_id;
  if (card.object !== 'card' || !key || !card.name || SKIPPED_LAYOUTS.has(card.layout ?? '')) return NOTHING;
  if (card.lang && card.lang !== 'en') return NOTHING;

  const typeLine = card.type_line ?? faces.map((face) => face.type_line).join(' // ');
  const nameKey = catalogNameKey(card.name);
  const imageUrl = card.image_uris?.normal ?? front.image_uris?.normal ?? null;
  const rarity = card.rarity ? capitalised(card.rarity) : null;
  const colors = card.colors ?? [...new Set(faces.flatMap((face) => face.colors ?? []))];
  const set = card.set ? setKey(card.set) : null;
  return {
    cards: [
      {
        game: 'mtg',
        key,
        name: card.name,
        nameKey,
        // A double-faced, adventure or split card is written by its front face as often as by its full name.
        matchKeys: matchKeysOf('mtg', nameKey, [faces.length > 1 && front.name ? catalogNameKey(front.name) : null]),
        typeLine,
        primaryType: mtgPrimaryType(typeLine),
        // Lands print no cost: Scryfall writes it as "".
        cost: card.mana_cost || front.mana_cost || null,
        manaValue: card.cmc ?? null,
        colors,
        rarity,
        imageUrl,
        legalities: legalitiesOf(card.legalities),
        copyLimit: copyLimitOf(card, typeLine),
      },
    ],
    printings: set && card.collector_number ? [{ game: 'mtg', set, number: numberKey(card.collector_number), cardKey: key, rarity, imageUrl }] : [],
    sets: set ? [{ game: 'mtg', code: set, name: card.set_name ?? null, altCode: null }] : [],
  };
}
