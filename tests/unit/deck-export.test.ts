// Every export format read back by the importer gives the same cards: the round trip a player makes when they copy a
// list out of Sideboard into their game's client and import it again somewhere.
import { describe, expect, it } from 'vitest';
import { exportDeck, exportFormatsFor, type ExportCard, type ExportFormatId } from '../../server/domain/deck-export.ts';
import { parseDeckText, type CardLine } from '../../server/domain/deck-import/index.ts';
import type { GameId } from '../../server/domain/games.ts';
import { fixture } from './deck-import/helpers.ts';

const FIXTURES: [GameId, string][] = [
  ['mtg', 'mtg-arena-standard.txt'],
  ['mtg', 'mtgo-modern-burn.txt'],
  ['mtg', 'mtgo-modern-burn.dek.txt'],
  ['pokemon', 'pokemon-tcg-live.txt'],
  ['yugioh', 'yugioh-snake-eye.ydk.txt'],
  ['onepiece', 'onepiece-zoro.txt'],
  ['lorcana', 'lorcana-ruby-amethyst.txt'],
  ['fab', 'fabrary-dorinthea-cc.txt'],
];

/**
 * What "the same cards" means for a format: everything it writes. MTGO text carries no printings (two printings of a
 * card come back as one line of both quantities), OPTCGSim no names.
 */
function sameCards(cards: readonly CardLine[], format: ExportFormatId) {
  const counted = new Map<string, number>();
  for (const { name, quantity, type, set, number } of cards) {
    const key = JSON.stringify(format === 'mtgo' ? { name, type } : format === 'optcgsim' ? { type, number } : { name, type, set, number });
    counted.set(key, (counted.get(key) ?? 0) + quantity);
  }
  return [...counted].sort(([a], [b]) => a.localeCompare(b));
}

describe('deck export', () => {
  for (const [game, file] of FIXTURES) {
    const imported = parseDeckText(fixture(file), game);
    for (const format of exportFormatsFor(game)) {
      it(`${file} as ${format.label} imports back to the same cards`, () => {
        const exported = exportDeck(imported.cards, format.id, 'Test deck');
        expect(exported.omitted).toEqual([]);
        const again = parseDeckText(exported.text, game);
        expect(again.unmatched).toEqual([]);
        expect(sameCards(again.cards, format.id)).toEqual(sameCards(imported.cards, format.id));
      });
    }
  }

  // MTGO's text file is plain "4 Name" lines, which any game could write: it is read as Magic in a Magic project.
  it('detects the game of every export but MTGO text without being told', () => {
    for (const [game, file] of FIXTURES) {
      const imported = parseDeckText(fixture(file), game);
      for (const format of exportFormatsFor(game).filter((f) => f.id !== 'mtgo')) expect(parseDeckText(exportDeck(imported.cards, format.id).text).game, `${file} ${format.id}`).toBe(game);
    }
  });

  it('writes Arena lines with their printing and a commander block', () => {
    const cards: ExportCard[] = [
      { name: 'Atraxa, Grand Unifier', quantity: 1, type: 'Commander', set: 'ONE', number: '196' },
      { name: 'Island', quantity: 30, type: 'Main Deck', set: null, number: null },
      { name: 'Negate', quantity: 2, type: 'Sideboard', set: 'M20', number: null },
    ];
    expect(exportDeck(cards, 'arena', 'Atraxa').text).toBe('About\nName Atraxa\n\nCommander\n1 Atraxa, Grand Unifier (ONE) 196\n\nDeck\n30 Island\n\nSideboard\n2 Negate (M20)');
    expect(sameCards(parseDeckText(exportDeck(cards, 'arena').text).cards, 'arena')).toEqual(sameCards(cards as CardLine[], 'arena'));
  });

  it('writes a Pokémon list with its section counts and total', () => {
    const text = exportDeck([{ name: 'Pikachu', quantity: 4, type: 'Pokémon', set: 'SVI', number: '62' }, { name: 'Basic Lightning Energy', quantity: 10, type: 'Energy' }], 'ptcgl').text;
    expect(text).toBe('Pokémon: 4\n4 Pikachu SVI 62\n\nEnergy: 10\n10 Basic Lightning Energy\n\nTotal Cards: 14');
  });

  it('leaves out, and names, the cards a format cannot carry', () => {
    const cards: ExportCard[] = [
      { name: '14558127', quantity: 3, type: 'Main Deck', number: '14558127' },
      { name: 'Ash Blossom & Joyous Spring', quantity: 3, type: 'Main Deck' },
    ];
    for (const format of ['ydk', 'ydke'] as const) {
      const { text, omitted } = exportDeck(cards, format);
      expect(omitted).toEqual(['Ash Blossom & Joyous Spring']);
      expect(parseDeckText(text, 'yugioh').cards).toEqual([expect.objectContaining({ name: '14558127', quantity: 3 })]);
    }
    expect(exportDeck([{ name: 'Zoro', quantity: 1, type: 'Leader' }], 'optcgsim').omitted).toEqual(['Zoro']);
  });

  it('writes a list of a game without its own format as sections of lines any importer here reads', () => {
    const cards: ExportCard[] = [
      { name: 'Agumon', quantity: 4, type: 'Digi-Egg' },
      { name: 'Greymon', quantity: 4, type: 'Main' },
    ];
    expect(exportFormatsFor('digimon').map((f) => f.id)).toEqual(['text']);
    const text = exportDeck(cards, 'text').text;
    expect(text).toBe('Digi-Egg:\n4 Agumon\n\nMain:\n4 Greymon');
    expect(sameCards(parseDeckText(text, 'digimon').cards, 'text')).toEqual(sameCards(parseDeckText(text).cards, 'text'));
    expect(parseDeckText(text).cards.map((c) => [c.name, c.type])).toEqual([['Agumon', 'Digi-Egg'], ['Greymon', 'Main']]);
  });
});
