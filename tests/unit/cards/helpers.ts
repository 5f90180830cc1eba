import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MappedRecord } from '../../../server/domain/cards/catalog-rows.ts';
import { CATALOG_SOURCES, type CatalogSourceName } from '../../../server/domain/cards/sources/index.ts';
import { jsonRecords } from '../../../server/services/cards/catalog-input.ts';

export const fixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** A fixture file read the way the import reads it (streamed), each record mapped by the source. */
export async function mappedFixture(source: CatalogSourceName, file: string): Promise<MappedRecord> {
  const all: MappedRecord = { cards: [], printings: [], sets: [] };
  for await (const record of jsonRecords(createReadStream(fixturePath(file)), CATALOG_SOURCES[source].recordsAt)) {
    const mapped = CATALOG_SOURCES[source].map(record);
    all.cards.push(...mapped.cards);
    all.printings.push(...mapped.printings);
    all.sets.push(...mapped.sets);
  }
  return all;
}

export function cardNamed<T extends { name: string }>(cards: readonly T[], name: string): T {
  const card = cards.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card;
}
