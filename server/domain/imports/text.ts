// Reading an upload as text, and telling which source a text comes from, so that a file given to the wrong importer
// is refused with what it looks like ("this is a Pokémon TCG Live battle log, not an MTG Arena Player.log").
import { aSource, SOURCE_NAMES, failed, sizeProblem, type ImportInput, type ImportResult, type ImportSource } from './result.ts';

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Bytes as UTF-8 (bytes that are not text become U+FFFD, ASCII around them is kept), without a byte-order mark. */
export function decodeText(input: ImportInput): string {
  const text = typeof input === 'string' ? input : decoder.decode(input);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** JSON.parse that answers undefined instead of throwing (also for nesting deep enough to exhaust the stack). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The headers that open a battle log's first section in the client languages Sideboard reads. */
export const PTCGL_SETUP_HEADERS = ['Setup', 'Vorbereitung', 'Preparación', 'Allestimento', 'Preparação'];

/** A log entry of the Unity client, or a message line of a log cut down to its JSON. */
const ARENA_MARKERS = /^\[UnityCrossThreadLogger\]|^\s*\{[^\n]{0,300}"(?:greToClientEvent|matchGameRoomStateChangedEvent)"\s*:/m;
/** A sentence of the game log at an entry (`@P`) or a line's start; MTGO user names have no spaces. */
const MTGO_MARKERS = /(?:^|@P)[^\s@`]{1,40} (?:rolled a \d+|chooses to (?:play|draw) first|joined the game)\.(?:$|[^\x20-\x7e])/m;
const EVENT_MARKERS = /"(?:Tournament|Decks|Standings|ResultString|Competitors|playerName|Matchups)"\s*:/;

/** Which source a text looks like, from markers in its first 64 KB; null when it looks like none. */
export function detectSource(text: string): ImportSource | null {
  const head = text.slice(0, 65_536);
  if (ARENA_MARKERS.test(head)) return 'mtga';
  const firstLine = head.trimStart().split('\n', 1)[0].trim();
  if (PTCGL_SETUP_HEADERS.includes(firstLine)) return 'ptcgl';
  if (/^[[{]/.test(head.trimStart()) && EVENT_MARKERS.test(head)) return 'event';
  if (MTGO_MARKERS.test(head)) return 'mtgo';
  return null;
}

/**
 * The checks every importer starts with: a text that does not look like another source's (told from its first 64 KB,
 * so an oversized file of another kind is named for what it is), the size cap (before the whole is decoded), and
 * something other than white space. Answers the text, or the error to return.
 */
export function openInput(input: ImportInput, source: ImportSource): { text: string } | { error: ImportResult<never> } {
  const head = decodeText(typeof input === 'string' ? input.slice(0, 65_536) : input.subarray(0, 65_536));
  const detected = detectSource(head);
  if (detected && detected !== source) {
    return { error: failed('WRONG_SOURCE', `This looks like ${aSource(detected)}, not ${aSource(source)}`, { detected }) };
  }
  const tooLarge = sizeProblem(source, typeof input === 'string' ? input.length : input.byteLength);
  if (tooLarge) return { error: { ok: false, error: tooLarge } };
  const text = decodeText(input);
  if (text.trim() === '') return { error: failed('EMPTY', `The ${SOURCE_NAMES[source]} is empty`) };
  return { text };
}

/** The error for a text that looks like no known source. */
export function notThisSource<T>(source: ImportSource, what: string): ImportResult<T> {
  return failed('WRONG_SOURCE', `This is not ${aSource(source)}: ${what}`);
}
