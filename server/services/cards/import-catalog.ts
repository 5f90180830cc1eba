// `npm run cards:import -- <source> [file-or-url ...]`: reads a source's records as a stream, maps them to catalog
// rows and upserts them chunk by chunk, then records the import. Idempotent: importing the same data again adds and
// changes nothing. Rows of the game that the data no longer has are kept (a Pokémon set file imported alone must not
// empty the rest of the catalog) and counted as "kept" in the report. See docs/decisions.md, "Card catalog".
import { Transform, type Readable } from 'node:stream';
import type { Db } from '../../db/connect.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { CardRow, PrintingRow, SetRow } from '../../domain/cards/catalog-rows.ts';
import { CATALOG_SOURCES, catalogSource, type CatalogSource } from '../../domain/cards/sources/index.ts';
import type { GameId } from '../../domain/games.ts';
import { catalogInputs, jsonRecords, type CatalogInput } from './catalog-input.ts';
import { CHUNK_ROWS, fingerprintOf, writeCards, writePrintings, writeSets, type Written } from './catalog-writer.ts';

export interface ImportProgress {
  location: string;
  /** Bytes read of this input (records, for a bundled source). */
  done: number;
  total: number | null;
  unit: 'bytes' | 'records';
  records: number;
}

// Type aliases rather than interfaces: a report is stored as JSON, and only aliases are plain JSON objects to TypeScript.
export type TableReport = {
  /** Rows in the data read. */
  read: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Rows of the game in the catalog that the data read does not have: kept, not deleted. */
  kept: number;
};

export type ImportReport = {
  game: GameId;
  source: string;
  locations: string[];
  records: number;
  cards: TableReport;
  printings: TableReport;
  sets: TableReport;
  seconds: number;
};

const PROGRESS_EVERY_RECORDS = 500;

/** Counts the bytes that pass. */
function countingBytes(onBytes: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
}

/**
 * A copy (of a row, a key) with strings of its own. The parser's strings are slices of the text it read, 64 KB at a time: a
 * row kept for the whole run would keep every block of the file it came from alive (hundreds of MB for Scryfall).
 */
const owned = <T>(value: T): T => structuredClone(value);

/** One import run: the cards seen so far (merged in memory), the printings and sets already sent, the counts. */
class ImportRun {
  readonly cards = new Map<string, CardRow>();
  /** Fingerprint of each card as the catalog holds it: before the run, then as this run wrote it. */
  private readonly stored: Map<string, string>;
  private readonly before: ReadonlyMap<string, string>;
  private readonly printingKeys = new Set<string>();
  private readonly sets = new Map<string, SetRow>();
  private pending: PrintingRow[] = [];
  readonly printingCounts: Written = { added: 0, changed: 0 };
  records = 0;

  private readonly db: Db;
  private readonly source: CatalogSource;

  constructor(db: Db, source: CatalogSource, before: Map<string, string>) {
    this.db = db;
    this.source = source;
    this.before = before;
    this.stored = new Map(before);
  }

  async add(record: unknown): Promise<void> {
    this.records++;
    const mapped = this.source.map(record);
    for (const card of mapped.cards) {
      const kept = this.cards.get(card.key);
      if (kept) this.cards.set(kept.key, this.source.merge?.(kept, card) ?? kept);
      else {
        const row = owned(card);
        this.cards.set(row.key, row);
      }
    }
    for (const set of mapped.sets) {
      if (this.sets.has(set.code)) continue;
      const row = owned(set);
      this.sets.set(row.code, row);
    }
    for (const printing of mapped.printings) {
      const key = `${printing.set}\u0000${printing.number}`;
      if (this.printingKeys.has(key)) continue; // a second rarity of the same printing (Yu-Gi-Oh!): the first stands
      this.printingKeys.add(owned(key));
      this.pending.push(printing);
    }
    if (this.pending.length >= CHUNK_ROWS.printing) await this.flushPrintings();
  }

  /** Writes the cards whose content differs from what the catalog holds (those named, or all). */
  private async writeCards(keys: Iterable<string>): Promise<void> {
    const rows = [];
    for (const key of keys) {
      const card = this.cards.get(key)!;
      const fingerprint = fingerprintOf(card);
      if (this.stored.get(key) === fingerprint) continue;
      rows.push({ ...card, fingerprint });
      this.stored.set(card.key, fingerprint); // the card's own key: `key` may be a slice of the text read
    }
    for (let i = 0; i < rows.length; i += CHUNK_ROWS.card) await writeCards(this.db, rows.slice(i, i + CHUNK_ROWS.card));
  }

  /** Sends the pending printings, after the cards they belong to (the foreign key wants them first). */
  async flushPrintings(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    await this.writeCards(new Set(batch.filter((p) => !this.stored.has(p.cardKey)).map((p) => p.cardKey)));
    const written = await writePrintings(this.db, batch.map((p) => ({ ...p, fingerprint: fingerprintOf(p) })));
    this.printingCounts.added += written.added;
    this.printingCounts.changed += written.changed;
  }

  /** Writes what is left: the last printings, every card as finally merged, the sets. Returns the counts. */
  async finish(): Promise<{ cards: Written & { unchanged: number }; printings: number; sets: Written & { read: number } }> {
    await this.flushPrintings();
    await this.writeCards(this.cards.keys());
    const cards = { added: 0, changed: 0, unchanged: 0 };
    for (const key of this.cards.keys()) {
      const before = this.before.get(key);
      if (before === undefined) cards.added++;
      else if (before !== this.stored.get(key)) cards.changed++;
      else cards.unchanged++;
    }
    const sets = { added: 0, changed: 0, read: this.sets.size };
    const setRows = [...this.sets.values()].map((set) => ({ ...set, fingerprint: fingerprintOf(set) }));
    for (let i = 0; i < setRows.length; i += CHUNK_ROWS.set) {
      const written = await writeSets(this.db, setRows.slice(i, i + CHUNK_ROWS.set));
      sets.added += written.added;
      sets.changed += written.changed;
    }
    return { cards, printings: this.printingKeys.size, sets };
  }
}

async function readInput(run: ImportRun, input: CatalogInput, recordsAt: readonly string[], onProgress?: (p: ImportProgress) => void): Promise<void> {
  let done = 0;
  const report = () => onProgress?.({ location: input.location, done, total: input.size, unit: 'bytes', records: run.records });
  const bytes: Readable = (await input.open()).pipe(countingBytes((n) => (done += n)));
  const records = jsonRecords(bytes, recordsAt);
  try {
    for (;;) {
      let next: IteratorResult<unknown>;
      try {
        next = await records.next();
      } catch (error) {
        // Reading or parsing failed (not JSON, cut short): the input is at fault, not the catalog.
        throw new ValidationError(`${input.location} could not be read: ${(error as Error).message}`);
      }
      if (next.done) break;
      await run.add(next.value);
      if (run.records % PROGRESS_EVERY_RECORDS === 0) report();
    }
  } finally {
    bytes.destroy(); // a failed write must not leave the file or the download open
  }
  report();
}

async function readBundled(run: ImportRun, source: CatalogSource, onProgress?: (p: ImportProgress) => void): Promise<void> {
  const records = await source.bundled!();
  const report = (done: number) => onProgress?.({ location: 'bundled data', done, total: records.length, unit: 'records', records: run.records });
  for (const [i, record] of records.entries()) {
    await run.add(record);
    if (i % PROGRESS_EVERY_RECORDS === 0) report(i);
  }
  report(records.length);
}

const tableReport = (read: number, written: Written, total: number): TableReport => ({
  read,
  added: written.added,
  changed: written.changed,
  unchanged: read - written.added - written.changed,
  kept: total - read,
});

export async function importCatalog(
  db: Db,
  sourceName: string,
  locations: readonly string[],
  options: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportReport> {
  const source = catalogSource(sourceName);
  if (!source) throw new ValidationError(`Unknown source "${sourceName}"; the sources are ${Object.keys(CATALOG_SOURCES).join(', ')}`);
  if (locations.length === 0 && !source.bundled) throw new ValidationError(`The ${sourceName} source needs a file or URL: ${source.reads}`);
  const inputs = await catalogInputs(locations);
  if (locations.length > 0 && inputs.length === 0) throw new ValidationError(`No JSON files in ${locations.join(', ')}`);
  const started = performance.now();
  const { game } = source;

  // Raw: a hundred thousand rows come back several times faster than through the query engine's result mapping.
  const existing = await db.$queryRaw<{ key: string; fingerprint: string }[]>`SELECT "key", "fingerprint" FROM "CatalogCard" WHERE "game" = ${game}`;
  const run = new ImportRun(db, source, new Map(existing.map((card) => [card.key, card.fingerprint])));
  if (inputs.length === 0) await readBundled(run, source, options.onProgress);
  for (const input of inputs) await readInput(run, input, source.recordsAt, options.onProgress);
  const written = await run.finish();

  const [cardTotal, printingTotal, setTotal] = await Promise.all([
    db.catalogCard.count({ where: { game } }),
    db.catalogPrinting.count({ where: { game } }),
    db.catalogSet.count({ where: { game } }),
  ]);
  const report: ImportReport = {
    game,
    source: sourceName,
    locations: locations.length ? [...locations] : ['bundled data'],
    records: run.records,
    cards: { read: run.cards.size, ...written.cards, kept: cardTotal - run.cards.size },
    printings: tableReport(written.printings, run.printingCounts, printingTotal),
    sets: tableReport(written.sets.read, written.sets, setTotal),
    seconds: (performance.now() - started) / 1000,
  };
  // New match keys wait in the GIN index's pending list, which every lookup reads whole until it is merged: after a
  // bulk load, a name lookup took 120 ms instead of 3 (docs/decisions.md, "Card catalog"). Merge it now.
  await db.$queryRaw`SELECT gin_clean_pending_list('"CatalogCard_matchKeys_idx"'::regclass)`;
  const row = { source: sourceName, location: report.locations.join(', '), importedAt: new Date(), cardCount: cardTotal, printingCount: printingTotal, report };
  await db.catalogImport.upsert({ where: { game }, create: { game, ...row }, update: row });
  return report;
}
