// @username mentions in comment Markdown. Usernames are 3–30 letters, digits, '.', '-' and '_' (account rules), so
// a mention is '@' followed by such a run. Because '.', '-' and '_' may also end a sentence ("thanks @alice."), each
// mention offers candidates: the whole run first, then the run without trailing punctuation; the caller keeps the
// first candidate that names an existing user. Mentions inside code spans and fenced code blocks, in e-mail
// addresses and in URL paths (".../@alice") are not mentions.
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './validation/auth.ts';

/** One '@…' in the text: usernames it may mean, most likely first (already lower-cased, as usernames are unique by that). */
export interface MentionCandidates {
  candidates: string[];
}

// The lookaheads keep the opening run whole: without them a long run of backticks backtracks quadratically.
const FENCED_CODE = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
// Not after a character that could belong to an address, a word or a path: "a@b.com", "x.com/@bob" are no mentions.
const MENTION = /(?<![A-Za-z0-9_.@/+-])@([A-Za-z0-9_.-]+)/g;

const isUsername = (name: string) => name.length >= USERNAME_MIN && name.length <= USERNAME_MAX && USERNAME_PATTERN.test(name);

/**
 * The text with inline code spans blanked out. A span runs from a backtick run to the next run of the same length
 * (CommonMark); the next equal run of each is found in one backwards pass, so this stays linear however many
 * backticks the text has (a regex with a back-reference is quadratic on "`````…").
 */
function withoutCodeSpans(text: string): string {
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, length: m[0].length, next: -1 }));
  const nextOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    runs[i].next = nextOfLength.get(runs[i].length) ?? -1;
    nextOfLength.set(runs[i].length, i);
  }
  let result = '';
  let copiedUpTo = 0;
  for (let i = 0; i < runs.length; i++) {
    const closing = runs[i].next;
    if (closing === -1) continue;
    result += `${text.slice(copiedUpTo, runs[i].start)} `;
    copiedUpTo = runs[closing].end;
    i = closing;
  }
  return result + text.slice(copiedUpTo);
}

function withoutCode(text: string): string {
  return withoutCodeSpans(text.replace(FENCED_CODE, ' '));
}

/** The mentions in a comment, in order of first appearance, each username once. */
export function findMentions(text: string): MentionCandidates[] {
  const seen = new Set<string>();
  const mentions: MentionCandidates[] = [];
  for (const [, run] of withoutCode(text).matchAll(MENTION)) {
    const whole = run.toLowerCase();
    const candidates = [...new Set([whole, whole.replace(/[._-]+$/, '')])].filter(isUsername);
    if (candidates.length === 0 || seen.has(whole)) continue;
    seen.add(whole);
    mentions.push({ candidates });
  }
  return mentions;
}

/**
 * Picks, for each mention, the first candidate that is an existing username (`existing` holds lower-cased
 * usernames). Returns the distinct usernames mentioned, in order.
 */
export function resolveMentions(mentions: MentionCandidates[], existing: ReadonlySet<string>): string[] {
  const resolved = mentions.map((m) => m.candidates.find((name) => existing.has(name))).filter((name): name is string => name !== undefined);
  return [...new Set(resolved)];
}

/** Every candidate username of these mentions (what to look up). */
export function candidateUsernames(mentions: MentionCandidates[]): string[] {
  return [...new Set(mentions.flatMap((m) => m.candidates))];
}

/** A piece of comment text: plain, or a mention to highlight. */
export interface TextPiece {
  text: string;
  mention: boolean;
}

/**
 * Splits a run of plain text (no code in it) into plain pieces and the mentions of `mentioned` (lower-cased
 * usernames), the longest candidate first as `resolveMentions` picks it: "@alice." with alice mentioned is
 * "@alice" highlighted and "." plain. An '@' naming nobody in `mentioned` stays plain text.
 */
export function splitMentions(text: string, mentioned: ReadonlySet<string>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(MENTION)) {
    const run = match[1];
    const whole = run.toLowerCase();
    const name = [whole, whole.replace(/[._-]+$/, '')].filter(isUsername).find((candidate) => mentioned.has(candidate));
    if (!name) continue;
    if (match.index > plainFrom) pieces.push({ text: text.slice(plainFrom, match.index), mention: false });
    const end = match.index + 1 + name.length;
    pieces.push({ text: text.slice(match.index, end), mention: true });
    plainFrom = end;
  }
  if (plainFrom < text.length) pieces.push({ text: text.slice(plainFrom), mention: false });
  return pieces;
}
