// LorcanaJSON's allCards.json: { metadata, sets, cards: [card, ...] }. Decklists name characters "Name - Version"
// (the card's fullName), so the card is keyed by that: an Enchanted printing is another printing of the same card.
import { matchKeysOf, NOTHING, type Legalities, type MappedRecord } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

export interface LorcanaCard {
  id?: number;
  fullName?: string;
  cost?: number;
  color?: string;
  colors?: string[];
  type?: string;
  subtypes?: string[];
  rarity?: string;
  setCode?: string;
  number?: number;
  images?: { full?: string; thumbnail?: string };
  allowedInFormats?: Record<string, { allowed?: boolean; bannedSince?: string }>;
}

/** LorcanaJSON's formats, by the key used in the catalog. */
export const LORCANA_FORMATS = { core: 'Core', infinity: 'Infinity' } as const;

function legalitiesOf(allowed: LorcanaCard['allowedInFormats']): Legalities | null {
  if (!allowed) return null;
  return Object.fromEntries(
    Object.entries(LORCANA_FORMATS).map(([format, field]) => {
      const entry = allowed[field];
      return [format, entry?.bannedSince ? 'banned' : entry?.allowed ? 'legal' : 'not_legal'];
    }),
  );
}

export function mapLorcanaCard(card: LorcanaCard): MappedRecord {
  if (!card.fullName || !card.type || !card.setCode || card.number === undefined) return NOTHING;
  const nameKey = catalogNameKey(card.fullName);
  const imageUrl = card.images?.thumbnail ?? card.images?.full ?? null;
  const rarity = card.rarity ?? null;
  const subtypes = card.subtypes ?? [];
  return {
    cards: [
      {
        game: 'lorcana',
        key: nameKey,
        name: card.fullName,
        nameKey,
        matchKeys: matchKeysOf('lorcana', nameKey),
        typeLine: subtypes.length ? `${card.type} — ${subtypes.join(' · ')}` : card.type,
        primaryType: card.type,
        cost: card.cost === undefined ? null : String(card.cost),
        manaValue: card.cost ?? null,
        colors: card.colors ?? (card.color ? card.color.split('-') : []),
        rarity,
        imageUrl,
        legalities: legalitiesOf(card.allowedInFormats),
        copyLimit: null,
      },
    ],
    printings: [{ game: 'lorcana', set: setKey(card.setCode), number: numberKey(String(card.number)), cardKey: nameKey, rarity, imageUrl }],
    sets: [],
  };
}
