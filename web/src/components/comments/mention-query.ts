// The @mention being typed in a comment box: where it starts, what it matches, and the text once one is picked.
// Usernames are 3–30 letters, digits, '.', '-' and '_'; an '@' right after a word, an address or a path ("a@b.com",
// "x.com/@bob") starts no mention, as on the server (server/domain/mentions.ts).

export interface TypedMention {
  /** Index of the '@'. */
  start: number;
  /** What follows the '@' up to the caret. */
  query: string;
}

export interface MentionCandidate {
  username: string;
  name: string;
}

const TYPED = /(?:^|[^A-Za-z0-9_.@/+-])@([A-Za-z0-9_.-]{0,30})$/;

/** The mention the caret is at the end of, if any. */
export function typedMention(text: string, caret: number): TypedMention | null {
  const match = TYPED.exec(text.slice(0, caret));
  return match ? { start: caret - match[1].length - 1, query: match[1] } : null;
}

/** Candidates whose username starts with the query, then those whose name contains it; at most `limit`. */
export function matchingCandidates(candidates: readonly MentionCandidate[], query: string, limit = 6): MentionCandidate[] {
  const q = query.toLowerCase();
  const byUsername = candidates.filter((c) => c.username.toLowerCase().startsWith(q));
  const byName = candidates.filter((c) => !byUsername.includes(c) && c.name.toLowerCase().includes(q));
  return [...byUsername, ...byName].slice(0, limit);
}

/** The text with the typed mention replaced by "@username " and where the caret goes after it. */
export function insertMention(text: string, caret: number, mention: TypedMention, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}
