// Writes openapi.json and the typed client's types (clients/rest/schema.ts) from the REST route table.
//   npm run openapi               write them
//   npm run openapi -- --check    exit 1 when either is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { openApiFiles } from './openapi-files.ts';

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

const files = Object.entries(await openApiFiles());
if (process.argv.includes('--check')) {
  const stale = files.filter(([file, text]) => read(file) !== text).map(([file]) => relative(process.cwd(), file));
  if (stale.length) {
    console.error(`stale: ${stale.join(', ')}: run \`npm run openapi\``);
    process.exit(1);
  }
  console.log('openapi.json and clients/rest/schema.ts are current');
} else {
  for (const [file, text] of files) writeFileSync(file, text);
  console.log(`wrote ${files.map(([file]) => relative(process.cwd(), file)).join(', ')}`);
}
