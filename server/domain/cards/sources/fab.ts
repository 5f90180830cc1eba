// Flesh and Blood from the @flesh-and-blood/cards package, which ships every card (so FaB imports offline, with no
// file). Decklists (Fabrary) name a card with its pitch colour, "Ironsong Response (red)": that is the catalog name,
// and the bare name is a match key too. Printings are identifiers such as "WTR133" (set WTR, number 133).
import { Format, type Card } from '@flesh-and-blood/types';
import { TYPE_ORDER } from '../card-types.ts';
import { matchKeysOf, NOTHING, type Legalities, type MappedRecord, type PrintingRow, type SetRow } from '../catalog-rows.ts';
import { catalogNameKey, numberKey, setKey } from '../names.ts';

const PITCH_COLOURS: Readonly<Record<number, string>> = { 1: 'red', 2: 'yellow', 3: 'blue' };
/** "WTR133" -> WTR, 133; "1HP138" -> 1HP, 138. */
const PRINTING_ID = /^(.*?[A-Z])(\d+)$/;
/** The official card gallery's image of a printing. */
const IMAGE_BASE = 'https://storage.googleapis.com/fabmaster/media/images/';
/** Every format the package states legality for, lower-cased as catalog format keys. */
export const FAB_FORMATS: readonly string[] = Object.values(Format);

function legalitiesOf(card: Card): Legalities {
  const status = (format: Format) =>
    card.bannedFormats?.includes(format) ? 'banned' : card.restrictedFormats?.includes(format) ? 'restricted' : card.legalFormats.includes(format) ? 'legal' : 'not_legal';
  return Object.fromEntries(Object.values(Format).map((format) => [format.toLowerCase(), status(format)]));
}

export function mapFabCard(card: Card): MappedRecord {
  if (!card.cardIdentifier || !card.name || card.types.length === 0) return NOTHING;
  const colour = card.pitch ? PITCH_COLOURS[card.pitch] : undefined;
  const name = colour ? `${card.name} (${colour})` : card.name;
  const nameKey = catalogNameKey(name);
  const key = card.cardIdentifier;
  const image = (id: string | undefined) => (id ? `${IMAGE_BASE}${id}.width-450.png` : null);
  const printings: PrintingRow[] = [];
  const sets: SetRow[] = [];
  for (const printing of card.printings) {
    const parts = PRINTING_ID.exec(printing.identifier);
    if (!parts) continue;
    printings.push({ game: 'fab', set: setKey(parts[1]), number: numberKey(parts[2]), cardKey: key, rarity: printing.rarity, imageUrl: image(printing.image) });
    sets.push({ game: 'fab', code: setKey(parts[1]), name: printing.set, altCode: null });
  }
  return {
    cards: [
      {
        game: 'fab',
        key,
        name,
        nameKey,
        matchKeys: matchKeysOf('fab', nameKey, [catalogNameKey(card.name)]),
        typeLine: card.typeText,
        // An equipment that is also an action or instant is listed with the equipment, as Fabrary lists it.
        primaryType: TYPE_ORDER.fab?.find((type) => card.types.includes(type as Card['types'][number])) ?? card.types[0],
        cost: card.cost === undefined ? null : String(card.cost),
        manaValue: card.cost ?? null,
        colors: colour ? [colour] : [],
        rarity: card.rarities[0] ?? null,
        imageUrl: image(card.defaultImage),
        legalities: legalitiesOf(card),
        copyLimit: null,
      },
    ],
    printings,
    sets,
  };
}
