// The sentences of an MTGO `Match_GameLog_*.dat`. The file is binary: a header with the match GUID, then entries of a
// few bytes (a timestamp, a length) followed by `@P` and one English sentence. Lengths cannot be trusted (files
// anonymised by hand keep the old ones) and one published copy had its binary bytes replaced by U+FFFD, so the text
// is found the way the game-log tools find it: split at `@P`, then cut each piece where its sentence ends — at a
// period outside parentheses (reminder text has its own) that is not followed by a space and more text. A plain text
// with one sentence per line (what those tools print) is read as it is.

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** More sentences than any match has (a long three-game match is about 600). */
export const MAX_SENTENCES = 50_000;

const isPrintable = (code: number) => code >= 32 && code < 127;

/** The sentence at the start of a piece: up to the period that ends it, or the whole piece without trailing noise. */
function cutSentence(piece: string): string {
  let depth = 0;
  let end = -1;
  for (let i = 0; i < piece.length; i += 1) {
    const char = piece[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === '\n' || char === '\r') {
      if (end < 0) end = i;
      break;
    } else if (char === '.' && depth === 0) {
      end = i + 1;
      const more = piece[i + 1] === ' ' && i + 2 < piece.length && isPrintable(piece.charCodeAt(i + 2));
      if (!more) break;
    }
  }
  const sentence = end >= 0 ? piece.slice(0, end) : piece;
  return sentence.replace(/[^\x20-\x7e\u00a0-\ufffc]+$/u, '').trim();
}

/** The match GUID written in the header, or null when it is missing or was blanked (anonymised files use X). */
export function headerGuid(text: string): string | null {
  return GUID.exec(text.slice(0, 256))?.[0].toLowerCase() ?? null;
}

/** The sentences of a game log, in order; a turn line keeps its trailing bytes until the players are known. */
export function logSentences(text: string): string[] {
  const pieces = text.includes('@P') ? text.split('@P').slice(1) : text.split(/\r?\n/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    if (sentences.length >= MAX_SENTENCES) break;
    const sentence = cutSentence(piece);
    if (sentence !== '') sentences.push(sentence);
  }
  return sentences;
}
