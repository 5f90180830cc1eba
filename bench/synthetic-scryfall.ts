// A synthetic Scryfall bulk file of a real one's size, for the card catalog benchmark: card objects with every
// field a real "Oracle Cards" object has (URIs, prices, legalities, faces on some), written as one JSON array.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const FORMATS = ['standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper', 'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander', 'duel', 'oldschool', 'premodern', 'predh'];
const TYPES = ['Creature — Human Wizard', 'Instant', 'Sorcery', 'Artifact', 'Enchantment — Aura', 'Legendary Planeswalker — Jace', 'Land', 'Artifact Creature — Golem', 'Battle — Siege', 'Basic Land — Mountain'];
const COLORS = ['W', 'U', 'B', 'R', 'G'];
const RARITIES = ['common', 'uncommon', 'rare', 'mythic'];

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const uuid = (n: number) => `${hex(n, 8)}-${hex(n % 65536, 4)}-4${hex(n % 4096, 3)}-8${hex((n * 7) % 4096, 3)}-${hex(n * 31, 12).slice(-12)}`;

/** The card name of synthetic card n; the benchmark resolves some of these. */
export const syntheticName = (n: number) => `Synthetic Card ${n}`;
export const syntheticSet = (n: number) => `s${(n % 600).toString(36).padStart(3, '0')}`;

function images(id: string) {
  const base = `https://cards.scryfall.io/%s/front/${id[0]}/${id[1]}/${id}.jpg?1700000000`;
  return Object.fromEntries(['small', 'normal', 'large', 'png', 'art_crop', 'border_crop'].map((size) => [size, base.replace('%s', size)]));
}

export function syntheticCard(n: number): object {
  const id = uuid(n * 2 + 1);
  const oracleId = uuid(n * 2 + 2);
  const set = syntheticSet(n);
  const type = TYPES[n % TYPES.length];
  const color = COLORS[n % COLORS.length];
  const cmc = n % 8;
  const twoFaced = n % 25 === 0;
  const name = twoFaced ? `${syntheticName(n)} // Back of ${n}` : syntheticName(n);
  const text = `When ${syntheticName(n)} enters, draw a card.\nFlying, vigilance.\n{T}: Add {${color}}. Activate only as a sorcery.`;
  const face = (faceName: string) => ({ object: 'card_face', name: faceName, mana_cost: `{${cmc}}{${color}}`, type_line: type, oracle_text: text, colors: [color], image_uris: images(id) });
  return {
    object: 'card',
    id,
    oracle_id: oracleId,
    multiverse_ids: [400000 + n],
    mtgo_id: 80000 + n,
    arena_id: 70000 + n,
    tcgplayer_id: 200000 + n,
    cardmarket_id: 500000 + n,
    name,
    lang: 'en',
    released_at: '2024-02-09',
    uri: `https://api.scryfall.com/cards/${id}`,
    scryfall_uri: `https://scryfall.com/card/${set}/${Math.floor(n / 600) + 1}/synthetic-card-${n}?utm_source=api`,
    layout: twoFaced ? 'transform' : 'normal',
    highres_image: true,
    image_status: 'highres_scan',
    ...(twoFaced ? { card_faces: [face(syntheticName(n)), face(`Back of ${n}`)] } : { image_uris: images(id), mana_cost: `{${cmc}}{${color}}`, oracle_text: text, colors: [color] }),
    cmc: cmc + 1,
    type_line: twoFaced ? `${type} // ${type}` : type,
    power: '2',
    toughness: '3',
    color_identity: [color],
    keywords: ['Flying', 'Vigilance'],
    legalities: Object.fromEntries(FORMATS.map((format, i) => [format, (n + i) % 9 === 0 ? 'not_legal' : (n + i) % 97 === 0 ? 'banned' : 'legal'])),
    games: ['paper', 'arena', 'mtgo'],
    reserved: false,
    foil: true,
    nonfoil: true,
    finishes: ['nonfoil', 'foil'],
    oversized: false,
    promo: false,
    reprint: n % 3 === 0,
    variation: false,
    set_id: uuid(n % 600),
    set,
    set_name: `Synthetic Set ${n % 600}`,
    set_type: 'expansion',
    set_uri: `https://api.scryfall.com/sets/${uuid(n % 600)}`,
    set_search_uri: `https://api.scryfall.com/cards/search?order=set&q=e%3A${set}&unique=prints`,
    scryfall_set_uri: `https://scryfall.com/sets/${set}?utm_source=api`,
    rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`,
    prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${oracleId}&unique=prints`,
    collector_number: String(Math.floor(n / 600) + 1),
    digital: false,
    rarity: RARITIES[n % RARITIES.length],
    flavor_text: 'The synthetic sea keeps no secrets it was not given.',
    card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7',
    artist: 'Synthetic Artist',
    artist_ids: [uuid(n % 1000)],
    illustration_id: uuid(n * 3),
    border_color: 'black',
    frame: '2015',
    full_art: false,
    textless: false,
    booster: true,
    story_spotlight: false,
    edhrec_rank: n,
    penny_rank: n,
    prices: { usd: '0.25', usd_foil: '0.50', usd_etched: null, eur: '0.20', eur_foil: '0.40', tix: '0.02' },
    related_uris: {
      gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${400000 + n}`,
      tcgplayer_infinite_articles: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26q%3DSynthetic%2BCard%2B${n}`,
      tcgplayer_infinite_decks: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26q%3DSynthetic%2BCard%2B${n}`,
      edhrec: `https://edhrec.com/route/?cc=Synthetic+Card+${n}`,
    },
    purchase_uris: {
      tcgplayer: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2Fwww.tcgplayer.com%2Fproduct%2F${200000 + n}%3Fpage%3D1`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=Synthetic+Card+${n}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall`,
      cardhoarder: `https://www.cardhoarder.com/cards/${80000 + n}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall`,
    },
  };
}

/** Writes cards until the file reaches `bytes`; returns how many cards it holds. */
export async function writeSyntheticScryfall(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let n = 0;
  const write = async (text: string) => {
    written += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('[\n');
  while (written < bytes) await write(`${n === 0 ? '' : ',\n'}${JSON.stringify(syntheticCard(n++))}`);
  await write('\n]\n');
  out.end();
  await once(out, 'finish');
  return n;
}
