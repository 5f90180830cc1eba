// What every importer returns: the parsed value with the warnings met on the way, or one typed error that says what
// is wrong with the input. Importers never throw for bad input: they are plain functions over a string or bytes, meant
// to run in a worker, and a refused upload must reach the user as a sentence, not as a stack trace.
import { PayloadTooLargeError, ValidationError, type DomainError } from '../errors.ts';

/** The sources Sideboard imports. */
export type ImportSource = 'mtga' | 'mtgo' | 'ptcgl' | 'event' | 'rules';

export const SOURCE_NAMES: Readonly<Record<ImportSource, string>> = {
  mtga: 'MTG Arena Player.log',
  mtgo: 'MTGO game log',
  ptcgl: 'Pokémon TCG Live battle log',
  event: 'tournament results file',
  rules: 'archetype rule file',
};

/** The source's name after "a" or "an", as a sentence needs it. */
export function aSource(source: ImportSource): string {
  const name = SOURCE_NAMES[source];
  return `${/^(?:MTG|a|e|i|o|u)/i.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * Input caps, in bytes for bytes and in characters for text. Each is many times the largest real input seen (a
 * two-game Bo3 Player.log is 3.9 MB, a Pro Tour's 1,213 matches 1.5 MB, a 22-turn battle log 22 KB, a three-game MTGO
 * log 38 KB) and small enough that parsing stays within a second or two of one core (bench/imports.ts).
 */
export const IMPORT_LIMITS: Readonly<Record<ImportSource, number>> = {
  mtga: 64 * 1024 * 1024,
  mtgo: 4 * 1024 * 1024,
  ptcgl: 256 * 1024,
  event: 16 * 1024 * 1024,
  rules: 8 * 1024 * 1024,
};

export type ImportErrorCode =
  /** Larger than IMPORT_LIMITS allows; refused before anything is read. */
  | 'TOO_LARGE'
  /** Nothing but white space. */
  | 'EMPTY'
  /** Another source's file (`detected` names it) or nothing any importer knows. */
  | 'WRONG_SOURCE'
  /** The right kind of file, cut before anything complete (no finished match, no game's end). */
  | 'TRUNCATED'
  /** JSON, but not a shape this importer knows. */
  | 'UNKNOWN_SHAPE'
  /** The right kind of file with content that cannot be right (an event with no decks and no rounds, a rule with no name). */
  | 'INVALID';

export interface ImportError {
  code: ImportErrorCode;
  /** One sentence for the user, naming the source and the limit where there is one. */
  message: string;
  /** What the input looks like instead, when it is another importer's file. */
  detected?: ImportSource;
  /** The cap that was exceeded (TOO_LARGE). */
  limit?: number;
}

export type ImportResult<T> = { ok: true; value: T; warnings: string[] } | { ok: false; error: ImportError };

export function succeeded<T>(value: T, warnings: string[] = []): ImportResult<T> {
  return { ok: true, value, warnings };
}

export function failed<T>(code: ImportErrorCode, message: string, extra: Pick<ImportError, 'detected' | 'limit'> = {}): ImportResult<T> {
  return { ok: false, error: { code, message, ...extra } };
}

/** Input accepted by the importers: the upload's bytes or its text. */
export type ImportInput = string | Uint8Array;

export function sizeOf(input: ImportInput): number {
  return typeof input === 'string' ? input.length : input.byteLength;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The TOO_LARGE error for a source, or null when the size is within its cap. A caller can check a declared size first. */
export function sizeProblem(source: ImportSource, size: number): ImportError | null {
  const limit = IMPORT_LIMITS[source];
  if (size <= limit) return null;
  return { code: 'TOO_LARGE', limit, message: `This ${SOURCE_NAMES[source]} is ${formatBytes(size)}; the limit is ${formatBytes(limit)}` };
}

/** Maps an import error onto the errors both APIs already answer: 413 for the cap, 400 with the message otherwise. */
export function importErrorAsDomainError(error: ImportError, field = 'file'): DomainError {
  if (error.code === 'TOO_LARGE') return new PayloadTooLargeError(error.message);
  return new ValidationError(error.message, [{ field, message: error.message }]);
}
