// The card catalog at Scryfall's size: imports a synthetic Scryfall bulk file of the real "Oracle Cards" size
// (~150 MB; not committed, written to a temporary directory) into a fresh embedded database, then times enriching a
// 75-card list against it (resolution, legality and cost curve). Each figure comes with its anchor, measured in the
// same run: the import against the streaming parser reading the same file alone (and against JSON.parse of the
// whole file for memory), the enrichment against a one-row primary-key lookup on the same database.
//   node bench/card-catalog.ts [megabytes]        (default 150)
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/connect.ts';
import type { CardLine } from '../server/domain/deck-import/types.ts';
import { jsonRecords } from '../server/services/cards/catalog-input.ts';
import { importCatalog } from '../server/services/cards/import-catalog.ts';
import { enrichDecks } from '../server/services/cards/enrich-cards.ts';
import { machine, quantile, report } from './support.ts';
import { syntheticName, syntheticSet, writeSyntheticScryfall } from './synthetic-scryfall.ts';

const MB = 1e6;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Child-process modes, so that each measured step has a process (and a peak RSS) of its own. */
const [mode, file, dataDir] = process.argv.slice(2);
if (mode === '--parse-whole') {
  const started = performance.now();
  const cards = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, records: cards.length, maxRss: process.resourceUsage().maxRSS * 1024 }));
  process.exit(0);
}
if (mode === '--parse-stream') {
  const started = performance.now();
  let records = 0;
  for await (const _record of jsonRecords(createReadStream(file), [])) records++;
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, records, maxRss: process.resourceUsage().maxRSS * 1024 }));
  process.exit(0);
}
if (mode === '--open') {
  // Opening the database, one query (which loads Prisma's query compiler) and closing it: what the import's own
  // figure includes before it reads anything.
  const database = await openDatabase({ dataDir });
  await database.db.catalogImport.count();
  await database.db.$queryRaw`SELECT 1`;
  await database.stop();
  console.log(JSON.stringify({ seconds: 0, records: 0, maxRss: process.resourceUsage().maxRSS * 1024 }));
  process.exit(0);
}
if (mode === '--import') {
  const database = await openDatabase({ dataDir });
  const report = await importCatalog(database.db, 'scryfall', [file]);
  await database.stop();
  console.log(JSON.stringify({ ...report, maxRss: process.resourceUsage().maxRSS * 1024 }));
  process.exit(0);
}

interface Measured {
  seconds: number;
  records: number;
  maxRss: number;
}

function child(...args: string[]): Measured & { cards?: object } {
  const result = spawnSync(process.execPath, [import.meta.filename, ...args], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' }, maxBuffer: 16 * MB });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!);
}

const megabytes = Number(process.argv[2] ?? 150);
const dir = mkdtempSync(join(tmpdir(), 'sideboard-catalog-bench-'));
const path = join(dir, 'oracle-cards.json');
try {
  const written = await writeSyntheticScryfall(path, megabytes * MB);
  const size = statSync(path).size;
  console.log(`Synthetic Scryfall Oracle Cards file: ${written.toLocaleString('en-US')} cards, ${mb(size)}; ${machine()}`);

  const data = join(dir, 'data');
  const stream = child('--parse-stream', path);
  const whole = child('--parse-whole', path);
  child('--open', '', data); // creates and migrates the database, as the server's first start does
  const open = child('--open', '', data);
  const first = child('--import', path, data);
  const again = child('--import', path, data);
  const row = (label: string, m: { seconds: number; records: number; maxRss: number }, extra = '') =>
    console.log(`${label.padEnd(46)} ${m.seconds.toFixed(1).padStart(6)} s  ${Math.round(m.records / m.seconds).toLocaleString('en-US').padStart(7)} cards/s  peak RSS ${mb(m.maxRss).padStart(7)}${extra}`);
  row('anchor: streaming parser alone (stream-json)', stream);
  row('anchor: JSON.parse of the whole file', whole);
  console.log(`${'anchor: opening and closing the database'.padEnd(46)} ${''.padStart(26)}peak RSS ${mb(open.maxRss).padStart(7)}`);
  row('import into an empty catalog', first);
  row('import again (0 added, 0 changed)', again);
  console.log(`  import / streaming parse: ${(first.seconds / stream.seconds).toFixed(1)}x the time; again: ${(again.seconds / stream.seconds).toFixed(1)}x`);
  console.log(`  the import's own memory (peak RSS over the open database): ${mb(first.maxRss - open.maxRss)}, ${((first.maxRss - open.maxRss) / whole.maxRss).toFixed(2)}x what JSON.parse of the file takes`);
  console.log(`  report: ${JSON.stringify({ first: first.cards, again: again.cards })}`);

  // Enrichment of a 75-card list: 23 lines, half naming a printing, half a name only, two the catalog lacks.
  const database = await openDatabase({ dataDir: join(dir, 'data') });
  const picks = Array.from({ length: 21 }, (_, i) => Math.floor((i * written) / 21));
  const line = (name: string, quantity: number, set: string | null = null, number: string | null = null): CardLine => ({ name, quantity, type: 'Main Deck', cost: null, rarity: null, set, number });
  const lines: CardLine[] = [
    ...picks.map((n, i) => (i % 2 ? line(syntheticName(n), 4) : line(syntheticName(n), 3, syntheticSet(n), String(Math.floor(n / 600) + 1)))),
    line('Not A Real Card', 1),
    line('Neither Is This', 2),
  ];
  const quantity = lines.reduce((sum, card) => sum + card.quantity, 0);
  // What every API answer with a card list runs: resolution, then the lines, curve and warnings in the format.
  const enrich = () => enrichDecks(database.db, 'mtg', 'Modern', [lines]);
  const resolvedCount = (await enrich())[0].cards.filter((card) => card.resolved).length;
  const time = async (fn: () => Promise<unknown>, runs = 300) => {
    for (let i = 0; i < 30; i++) await fn();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await fn();
      samples.push(performance.now() - started);
    }
    return samples;
  };
  console.log(`\nEnriching a ${quantity}-card list of ${lines.length} lines (${resolvedCount} resolved) against ${written.toLocaleString('en-US')} cards, 300 runs:`);
  const anchor = report('anchor: one-row primary-key lookup', await time(() => database.db.catalogCard.findUnique({ where: { game_key: { game: 'mtg', key: 'none' } } })), 2);
  const enriched = report('enrichDecks: resolve, lines, legality, curve', await time(enrich), 2);
  console.log(`  enrichment / lookup: ${(enriched.median / anchor.median).toFixed(1)}x at the median, p95 ${enriched.p95.toFixed(2)} ms against the 20 ms target (${quantile([enriched.p95], 0) < 20 ? 'met' : 'missed'})`);
  await database.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
