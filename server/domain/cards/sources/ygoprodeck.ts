// YGOPRODeck's cardinfo.php JSON: { "data": [card, ...] }. A card's id is its passcode, which is how .ydk and ydke://
// decks name it (the deck parser keeps the passcode as the line's name and number), so passcodes, including those of
// alternate artworks, are match keys. card_sets are the printings ("LOB-EN005" in set LOB), banlist_info the
// Forbidden / Limited / Semi-Limited lists.
import { matchKeysOf, NOTHING, type Legalities, type LegalityStatus, type MappedRecord, type PrintingRow, type SetRow } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

export interface YgoCard {
  id?: number;
  name?: string;
  type?: string;
  frameType?: string;
  attribute?: string;
  level?: number;
  linkval?: number;
  card_sets?: { set_name?: string; set_code?: string; set_rarity?: string }[];
  card_images?: { id?: number; image_url_small?: string }[];
  banlist_info?: { ban_tcg?: string; ban_ocg?: string; ban_goat?: string };
}

/** The lists YGOPRODeck publishes, by the key banlist_info gives them. */
export const YGO_BANLISTS = { tcg: 'ban_tcg', ocg: 'ban_ocg', goat: 'ban_goat' } as const;
const BAN_STATUS: Readonly<Record<string, LegalityStatus>> = { Banned: 'banned', Forbidden: 'banned', Limited: 'limited', 'Semi-Limited': 'semi_limited' };
/** Monster frames by the deck group they go in; spell and trap frames are their own groups. */
const EXTRA_DECK_FRAMES: Readonly<Record<string, string>> = { fusion: 'Fusion', synchro: 'Synchro', xyz: 'Xyz', link: 'Link' };
const SKIPPED_FRAMES = new Set(['token', 'skill']);

function primaryTypeOf(frameType: string): string {
  if (frameType === 'spell') return 'Spell';
  if (frameType === 'trap') return 'Trap';
  return EXTRA_DECK_FRAMES[frameType.replace(/_pendulum$/, '')] ?? 'Monster';
}

/** "Level 4", "Rank 4" (Xyz), "Link-2"; spells and traps have none. */
function costOf(card: YgoCard, primaryType: string): { cost: string | null; manaValue: number | null } {
  if (primaryType === 'Link' && card.linkval !== undefined) return { cost: `Link-${card.linkval}`, manaValue: card.linkval };
  if (card.level === undefined) return { cost: null, manaValue: null };
  return { cost: `${primaryType === 'Xyz' ? 'Rank' : 'Level'} ${card.level}`, manaValue: card.level };
}

function legalitiesOf(banlist: YgoCard['banlist_info'] = {}): Legalities {
  return Object.fromEntries(
    Object.entries(YGO_BANLISTS).map(([format, field]) => [format, BAN_STATUS[banlist[field] ?? ''] ?? 'legal']),
  );
}

export function mapYgoCard(card: YgoCard): MappedRecord {
  if (card.id === undefined || !card.name || !card.frameType || SKIPPED_FRAMES.has(card.frameType)) return NOTHING;
  const key = String(card.id);
  const nameKey = catalogNameKey(card.name);
  const primaryType = primaryTypeOf(card.frameType);
  const imageUrl = card.card_images?.[0]?.image_url_small ?? null;
  const passcodes = (card.card_images ?? []).map((image) => (image.id === undefined ? null : String(image.id)));
  const printings: PrintingRow[] = [];
  const sets: SetRow[] = [];
  for (const printing of card.card_sets ?? []) {
    const [code, number] = (printing.set_code ?? '').split('-');
    if (!code || !number) continue;
    printings.push({ game: 'yugioh', set: setKey(code), number: numberKey(number), cardKey: key, rarity: printing.set_rarity ?? null, imageUrl });
    sets.push({ game: 'yugioh', code: setKey(code), name: printing.set_name ?? null, altCode: null });
  }
  return {
    cards: [
      {
        game: 'yugioh',
        key,
        name: card.name,
        nameKey,
        matchKeys: matchKeysOf('yugioh', nameKey, [key, ...passcodes]),
        typeLine: card.type ?? null,
        primaryType,
        ...costOf(card, primaryType),
        colors: card.attribute ? [card.attribute] : [],
        rarity: card.card_sets?.[0]?.set_rarity ?? null,
        imageUrl,
        legalities: legalitiesOf(card.banlist_info),
        copyLimit: null,
      },
    ],
    printings,
    sets,
  };
}
