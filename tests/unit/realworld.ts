// The public samples written by others that the importers are tested on, read from ../shared/realworld beside the
// repository (CI clones the repository with shared/ next to it; nothing is copied in). Used by the unit tests and by
// bench/classification.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFormatRules, type FormatRules } from '../../server/domain/classify/rule-files.ts';

export const REALWORLD = join(import.meta.dirname, '../../../shared/realworld');

export function realworldPath(...parts: string[]): string {
  return join(REALWORLD, ...parts);
}

/** A sample's bytes (gunzipped when it ends in .gz). */
export function realworldBytes(...parts: string[]): Uint8Array {
  const bytes = readFileSync(realworldPath(...parts));
  return new Uint8Array(parts.at(-1)!.endsWith('.gz') ? gunzipSync(bytes) : bytes);
}

export function realworldText(...parts: string[]): string {
  return new TextDecoder().decode(realworldBytes(...parts));
}

export function realworldFiles(...parts: string[]): string[] {
  return readdirSync(realworldPath(...parts)).sort();
}

const FORMATS = ['archetype-definitions', 'mtgoformatdata', 'Formats'];

/** The MTGOFormatData rules of one format (Modern, Pioneer, Pauper), with the shared card colours. */
export function formatRuleFiles(format: string) {
  const files = (folder: string) =>
    realworldFiles(...FORMATS, format, folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ path: `${format}/${folder}/${name}`, text: realworldText(...FORMATS, format, folder, name) }));
  return {
    archetypes: files('Archetypes'),
    fallbacks: files('Fallbacks'),
    cardColors: realworldText(...FORMATS, 'card_colors.json'),
    colorOverrides: realworldText(...FORMATS, format, 'color_overrides.json'),
    metas: realworldText(...FORMATS, format, 'metas.json'),
  };
}

export function formatRules(format: string): FormatRules {
  const read = readFormatRules(formatRuleFiles(format));
  if (!read.ok) throw new Error(`${format} rules: ${read.error.message}`);
  return read.value;
}
