// The JSON messages of an MTG Arena Player.log. The raw log interleaves Unity's own lines with the game's messages:
// server-to-client events on one line after a `[UnityCrossThreadLogger]… GreToClientEvent` header, the client's own
// messages pretty-printed over many lines, and requests written after `==> Name` on the header line itself. A log cut
// by hand, or by the client's overwrite at start-up, can hold half a message: it is skipped, never parsed as a whole.
// Lines that hold nothing the importer reads are not parsed at all.
import { parseJson } from '../text.ts';

/** The keys whose messages say something about a match; any other JSON is left unparsed. */
const INTERESTING = /"(?:greToClientEvent|matchGameRoomStateChangedEvent)"|ClientMessageType_(?:MulliganResp|SubmitDeckResp)/;
/** A message longer than this is not read (the largest in real logs are a few hundred kilobytes). */
export const MAX_MESSAGE_CHARS = 8 * 1024 * 1024;
/** A pretty-printed message spans at most this many lines. */
const MAX_MESSAGE_LINES = 100_000;
const LOG_ENTRY = '[UnityCrossThreadLogger]';

/** How far a piece of JSON text moves the brace depth (braces inside strings do not count), from a depth and state. */
function braceDepth(text: string, start: { depth: number; inString: boolean }): { depth: number; inString: boolean; closedAt: number } {
  let { depth, inString } = start;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return { depth, inString, closedAt: i };
    }
  }
  return { depth, inString, closedAt: -1 };
}

/** The JSON object that starts at `text[start]` and ends on the same line, or null. */
function oneLineObject(text: string, start: number): string | null {
  const { closedAt } = braceDepth(text.slice(start), { depth: 0, inString: false });
  return closedAt < 0 ? null : text.slice(start, start + closedAt + 1);
}

export interface LogMessages {
  messages: Record<string, unknown>[];
  /** Messages seen but not read: cut off, too long, or not valid JSON. */
  skipped: number;
}

/** The log's messages that matter to matches, in the order they were written. */
export function logMessages(text: string): LogMessages {
  const lines = text.split(/\r?\n/);
  const messages: Record<string, unknown>[] = [];
  let skipped = 0;
  const take = (json: string) => {
    if (!INTERESTING.test(json)) return;
    const value = json.length > MAX_MESSAGE_CHARS ? undefined : parseJson(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) messages.push(value as Record<string, unknown>);
    else skipped += 1;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const trimmed = line.trimStart();
    if (trimmed.startsWith('{')) {
      const whole = oneLineObject(trimmed, 0);
      if (whole !== null) {
        take(whole);
        continue;
      }
      if (trimmed.trim() !== '{') {
        // A one-line message that does not close: the log was cut inside it.
        if (INTERESTING.test(trimmed)) skipped += 1;
        continue;
      }
      // A pretty-printed message: read lines until its braces close; a new log entry first means it was cut.
      let state = braceDepth(trimmed, { depth: 0, inString: false });
      const parts = [trimmed];
      let j = i + 1;
      let size = trimmed.length;
      for (; j < lines.length && j - i < MAX_MESSAGE_LINES && size <= MAX_MESSAGE_CHARS; j += 1) {
        if (lines[j].startsWith(LOG_ENTRY)) break;
        parts.push(lines[j]);
        size += lines[j].length + 1;
        state = braceDepth(lines[j], { depth: state.depth, inString: state.inString });
        if (state.closedAt >= 0) break;
      }
      if (state.closedAt >= 0) {
        take(parts.join('\n'));
        i = j;
      } else skipped += 1;
    } else if (line.startsWith(LOG_ENTRY)) {
      const brace = line.indexOf('{');
      const whole = brace < 0 ? null : oneLineObject(line, brace);
      if (whole !== null) take(whole);
    }
  }
  return { messages, skipped };
}
