// Opens what `npm run cards:import` is given — files, directories of files, http(s) URLs — as byte streams, and
// reads JSON records out of them one at a time with stream-json, so that a Scryfall bulk file of hundreds of MB is
// never held in memory whole.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import chain from 'stream-chain';
import { ValidationError } from '../../domain/errors.ts';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';

export interface CatalogInput {
  /** The file or URL, as reported. */
  location: string;
  /** Bytes to read, when known (a URL without Content-Length has none). */
  size: number | null;
  open(): Promise<Readable>;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/** The JSON files under a directory (a checkout of pokemon-tcg-data, say), in name order. */
async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function urlInput(url: string): CatalogInput {
  let size: number | null = null;
  return {
    location: url,
    get size() {
      return size;
    },
    async open() {
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new ValidationError(`${url}: HTTP ${response.status} ${response.statusText}`);
      size = Number(response.headers.get('content-length')) || null;
      return Readable.fromWeb(response.body as WebReadableStream);
    },
  };
}

/** Every input the locations name: URLs as they are, directories as the JSON files in them. */
export async function catalogInputs(locations: readonly string[]): Promise<CatalogInput[]> {
  const inputs: CatalogInput[] = [];
  for (const location of locations) {
    if (isUrl(location)) {
      inputs.push(urlInput(location));
      continue;
    }
    const info = await stat(location).catch(() => {
      throw new ValidationError(`${location}: no such file or directory`);
    });
    const files = info.isDirectory() ? await jsonFilesUnder(location) : [location];
    for (const file of files) {
      const { size } = await stat(file);
      inputs.push({ location: file, size, open: async () => createReadStream(file) });
    }
  }
  return inputs;
}

/**
 * The parser emits each string, key and number whole and only whole ("packed"): records are assembled from those,
 * and streaming them in pieces as well would double the parse time.
 */
const PACKED_ONLY = { packKeys: true, packStrings: true, packNumbers: true, streamKeys: false, streamStrings: false, streamNumbers: false };

/** Whether the document's top level is an array rather than an object; what was read to tell is put back. */
async function topLevelIsArray(bytes: Readable): Promise<boolean> {
  const seen: Buffer[] = [];
  let first: string | undefined;
  while (first === undefined && !bytes.readableEnded) {
    const chunk: Buffer | null = bytes.read();
    if (chunk === null) {
      await new Promise((resolve, reject) => {
        const settle = (error?: Error) => {
          bytes.off('readable', settle).off('end', settle).off('error', settle);
          if (error) reject(error);
          else resolve(undefined);
        };
        bytes.on('readable', settle).on('end', settle).on('error', settle);
      });
      continue;
    }
    seen.push(chunk);
    first = /[^\s\uFEFF]/.exec(chunk.toString('utf8'))?.[0];
  }
  for (const chunk of seen.reverse()) bytes.unshift(chunk);
  return first === '[';
}

/**
 * The records of a JSON document: the elements of the array found at `recordsAt` (the keys leading to it from the
 * top), or with no keys the elements of a top-level array or the values of a top-level object.
 */
export async function* jsonRecords(bytes: Readable, recordsAt: readonly string[]): AsyncGenerator<unknown> {
  let steps: unknown[];
  if (recordsAt.length > 0) {
    steps = [bytes, parser(PACKED_ONLY), pick({ filter: recordsAt.join('.'), once: true }), streamArray()];
  } else {
    steps = [bytes, parser(PACKED_ONLY), (await topLevelIsArray(bytes)) ? streamArray() : streamObject()];
  }
  for await (const { value } of chain(steps as never) as AsyncIterable<{ value: unknown }>) yield value;
}
