import { describe, expect, it } from 'vitest';
import { parseDeckText } from '../../../server/domain/deck-import/index.ts';
import { findCard, fixture } from './helpers.ts';

/** The passcodes of each .ydk section, in file order, one entry per copy. */
function ydkSections(text: string): Record<'main' | 'extra' | 'side', number[]> {
  const sections = { main: [] as number[], extra: [] as number[], side: [] as number[] };
  let current: number[] = sections.main;
  for (const line of text.split(/\r?\n/)) {
    if (line === '#main') current = sections.main;
    else if (line === '#extra') current = sections.extra;
    else if (line === '!side') current = sections.side;
    else if (/^\d+$/.test(line)) current.push(Number(line));
  }
  return sections;
}

/** Encodes passcodes the way ydke:// does: little-endian uint32s, standard base64. */
function toBase64(passcodes: number[]): string {
  const bytes = Buffer.alloc(passcodes.length * 4);
  passcodes.forEach((passcode, i) => bytes.writeUInt32LE(passcode, i * 4));
  return bytes.toString('base64');
}

function toYdke({ main, extra, side }: Record<'main' | 'extra' | 'side', number[]>): string {
  return `ydke://${toBase64(main)}!${toBase64(extra)}!${toBase64(side)}!`;
}

describe('Yu-Gi-Oh! .ydk and ydke://', () => {
  const ydkText = fixture('yugioh-snake-eye.ydk.txt');
  const ydk = parseDeckText(ydkText);

  it('counts repeated passcodes as copies and keeps the passcode as name and number', () => {
    expect(findCard(ydk, '14558127')).toEqual({
      name: '14558127',
      quantity: 3,
      type: 'Main Deck',
      cost: null,
      rarity: null,
      set: null,
      number: '14558127',
    });
    expect(findCard(ydk, '29301450')).toMatchObject({ quantity: 2, type: 'Extra Deck' });
    expect(findCard(ydk, '94145021')).toMatchObject({ quantity: 3, type: 'Side Deck' });
  });

  it('treats a passcode with leading zeros as the same card as without', () => {
    expect(findCard(ydk, '5318639')).toMatchObject({ quantity: 1, number: '5318639' });
    const parsed = parseDeckText('#main\n05318639\n5318639');
    expect(parsed.cards).toEqual([expect.objectContaining({ name: '5318639', quantity: 2 })]);
  });

  it('reads the equivalent ydke:// string to the same deck', () => {
    const ydke = toYdke(ydkSections(ydkText));
    const parsed = parseDeckText(ydke);
    expect(parsed.format_name).toBe('YDKE');
    expect(parsed.game).toBe('yugioh');
    expect(parsed.unmatched).toEqual([]);
    expect(parsed.cards).toEqual(ydk.cards);
    expect(parsed.stats).toEqual(ydk.stats);
  });

  it('reads a ydke:// string without the trailing separator or with an empty side deck', () => {
    const { main, extra } = ydkSections(ydkText);
    const parsed = parseDeckText(`ydke://${toBase64(main)}!${toBase64(extra)}`);
    expect(parsed.stats.types).toEqual({ 'Main Deck': 40, 'Extra Deck': 15 });
  });

  it.each([
    ['characters outside base64', 'ydke://not*base64!!!', 'not base64'],
    ['a partial passcode', `ydke://${Buffer.from([1, 2, 3]).toString('base64')}!!!`, 'whole 4-byte passcodes'],
    ['a fourth part', `ydke://${toBase64([89631139])}!!!${toBase64([1])}`, 'at most three parts'],
  ])('reports a ydke:// string with %s', (_label, text, reason) => {
    const line = `${text}\n#main\n89631139`;
    const parsed = parseDeckText(line);
    expect(parsed.unmatched).toEqual([{ line: 1, text, reason: expect.stringContaining(reason) }]);
    expect(parsed.cards.map((c) => c.name)).toEqual(['89631139']);
  });

  it('reports lines that are not passcodes, without losing the rest', () => {
    const parsed = parseDeckText('#main\n89631139\nBlue-Eyes White Dragon\n99999999999\n#extra\n!side\n89631139');
    expect(parsed.stats.types).toEqual({ 'Main Deck': 1, 'Side Deck': 1 });
    expect(parsed.unmatched.map((u) => u.line)).toEqual([3, 4]);
  });

  it('falls back to the generic parser for a named-card list given as Yu-Gi-Oh!', () => {
    const parsed = parseDeckText('3 Ash Blossom & Joyous Spring\n3 Maxx "C"', 'yugioh');
    expect(parsed).toMatchObject({ game: 'yugioh', format_name: 'Generic' });
    expect(parsed.stats.total_cards).toBe(6);
  });
});
