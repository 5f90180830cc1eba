// `npm run cards:import`'s import function against the embedded test database: every source from files in its real
// format (FaB from its package), twice, to prove the import idempotent and its report right.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../server/domain/errors.ts';
import { importCatalog, type ImportReport } from '../../server/services/cards/import-catalog.ts';
import { importReportText } from '../../server/services/cards/report-text.ts';
import { fixturePath } from '../unit/cards/helpers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const db = () => t.app.deps.db;
const counts = ({ read, added, changed, unchanged, kept }: ImportReport['cards']) => ({ read, added, changed, unchanged, kept });

describe.each([
  ['scryfall', ['scryfall-default-cards.json'], { cards: 7, printings: 8, sets: 7 }],
  ['pokemontcg', ['pokemontcg'], { cards: 6, printings: 7, sets: 5 }],
  ['ygoprodeck', ['ygoprodeck-cardinfo.json'], { cards: 7, printings: 8, sets: 7 }],
  ['lorcana', ['lorcana-allCards.json'], { cards: 4, printings: 5, sets: 0 }],
  ['onepiece', ['onepiece-cards-by-id.json', 'onepiece-vegapull-cards_569001.json'], { cards: 6, printings: 7, sets: 0 }],
] as const)('importing %s', (source, files, expected) => {
  it('adds everything the first time and nothing the second', async () => {
    const paths = files.map(fixturePath);
    const first = await importCatalog(db(), source, paths);
    expect(counts(first.cards)).toEqual({ read: expected.cards, added: expected.cards, changed: 0, unchanged: 0, kept: 0 });
    expect(counts(first.printings)).toEqual({ read: expected.printings, added: expected.printings, changed: 0, unchanged: 0, kept: 0 });
    expect(first.sets.added).toBe(expected.sets);

    const again = await importCatalog(db(), source, paths);
    expect(counts(again.cards)).toEqual({ read: expected.cards, added: 0, changed: 0, unchanged: expected.cards, kept: 0 });
    expect(counts(again.printings)).toEqual({ read: expected.printings, added: 0, changed: 0, unchanged: expected.printings, kept: 0 });
    expect(again.sets).toMatchObject({ added: 0, changed: 0 });

    const recorded = await db().catalogImport.findUniqueOrThrow({ where: { game: first.game } });
    expect(recorded).toMatchObject({ source, cardCount: expected.cards, printingCount: expected.printings });
    expect(recorded.location).toBe(paths.join(', '));
  });
});

describe('progress', () => {
  it('reports the bytes read of each file, ending at its size, for the progress bar', async () => {
    const path = fixturePath('scryfall-default-cards.json');
    const seen: { location: string; done: number; total: number | null; unit: string }[] = [];
    await importCatalog(db(), 'scryfall', [path], { onProgress: ({ location, done, total, unit }) => seen.push({ location, done, total, unit }) });
    const size = readFileSync(path).length;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({ location: path, done: size, total: size, unit: 'bytes' });
    expect(seen.every((p, i) => i === 0 || p.done >= seen[i - 1].done)).toBe(true);
  });
});

describe('importing Flesh and Blood from its package', () => {
  it('needs no file, and is idempotent too', async () => {
    const first = await importCatalog(db(), 'fab', []);
    expect(first.cards.added).toBeGreaterThan(4000);
    expect(first.locations).toEqual(['bundled data']);
    const again = await importCatalog(db(), 'fab', []);
    expect(again.cards).toMatchObject({ added: 0, changed: 0, unchanged: first.cards.read });
    expect(again.printings).toMatchObject({ added: 0, changed: 0, unchanged: first.printings.read });
  }, 120_000);
});

describe('what a re-import reports', () => {
  it('counts the cards and printings whose data changed, and keeps (and counts) those the data no longer has', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sideboard-cards-'));
    cpSync(fixturePath('pokemontcg'), dir, { recursive: true });
    const mew = join(dir, 'cards/en/sv3pt5.json');
    await importCatalog(db(), 'pokemontcg', [dir]);

    writeFileSync(mew, readFileSync(mew, 'utf8').replace('"rarity": "Double Rare"', '"rarity": "Special Illustration Rare"'));
    const report = await importCatalog(db(), 'pokemontcg', [mew]);
    expect(counts(report.cards)).toEqual({ read: 2, added: 0, changed: 1, unchanged: 1, kept: 4 });
    expect(counts(report.printings)).toEqual({ read: 2, added: 0, changed: 1, unchanged: 1, kept: 5 });
    expect(await db().catalogPrinting.findUnique({ where: { game_set_number: { game: 'pokemon', set: 'SV3PT5', number: '6' } } })).toMatchObject({ rarity: 'Special Illustration Rare' });
    expect(importReportText(report)).toMatch(
      /^Pokémon TCG catalog from pokemontcg \(.*sv3pt5\.json\): 2 records in [\d.]+ s\n {2}cards +2 read: 0 added, 1 changed, 1 unchanged, 4 not in this data kept\n/,
    );
  });

  it('refuses an unknown source, a missing file, a source without its file and data that is not JSON, writing nothing', async () => {
    const before = await db().catalogCard.count();
    await expect(importCatalog(db(), 'mtgjson', [])).rejects.toThrow(/Unknown source "mtgjson"; the sources are scryfall, pokemontcg/);
    await expect(importCatalog(db(), 'scryfall', [])).rejects.toThrow(/needs a file or URL/);
    await expect(importCatalog(db(), 'scryfall', ['/nonexistent/cards.json'])).rejects.toThrow('/nonexistent/cards.json: no such file or directory');
    const empty = mkdtempSync(join(tmpdir(), 'sideboard-cards-'));
    await expect(importCatalog(db(), 'pokemontcg', [empty])).rejects.toThrow(`No JSON files in ${empty}`);
    const broken = join(empty, 'broken.json');
    writeFileSync(broken, '[{"object": "card", "name": ');
    await expect(importCatalog(db(), 'scryfall', [broken])).rejects.toBeInstanceOf(ValidationError);
    expect(await db().catalogCard.count()).toBe(before);
  });
});
