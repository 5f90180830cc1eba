// Loads a game's card catalog from its public card data:  npm run cards:import -- <source> [file-or-url ...]
// Works with the server running (it then goes through the server's embedded database socket) or stopped.
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { CATALOG_SOURCES } from '../server/domain/cards/sources/index.ts';
import { ValidationError } from '../server/domain/errors.ts';
import { importCatalog, type ImportProgress } from '../server/services/cards/import-catalog.ts';
import { importReportText } from '../server/services/cards/report-text.ts';

const [sourceName, ...locations] = process.argv.slice(2);
if (!sourceName || sourceName.startsWith('-')) {
  const sources = Object.entries(CATALOG_SOURCES).map(([name, source]) => `  ${name.padEnd(11)} ${source.reads}`);
  console.error(['Usage: npm run cards:import -- <source> [file-or-url ...]', '', 'Sources:', ...sources].join('\n'));
  process.exit(2);
}

/** One progress bar per input on stderr, redrawn in place; nothing at all when stderr is not a terminal. */
function progressBar() {
  const bar = new SingleBar({
    stream: process.stderr,
    format: ' {bar} {percentage}% | {location} | {records} records',
    hideCursor: true,
    clearOnComplete: true,
  });
  let location: string | null = null;
  return {
    update(progress: ImportProgress) {
      if (progress.location !== location) {
        if (location) bar.stop();
        location = progress.location;
        bar.start(progress.total ?? 0, 0, { location, records: 0 });
      }
      if (progress.total) bar.setTotal(progress.total);
      bar.update(progress.done, { records: progress.records.toLocaleString('en-US') });
    },
    stop: () => bar.stop(),
  };
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const bar = progressBar();
try {
  const report = await importCatalog(database.db, sourceName, locations, { onProgress: bar.update });
  bar.stop();
  console.log(importReportText(report));
} catch (error) {
  bar.stop();
  if (!(error instanceof ValidationError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.stop();
}
