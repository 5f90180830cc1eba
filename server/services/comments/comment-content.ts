// What readers see of a comment. A deleted comment keeps its place in the thread (so replies keep their context) but
// shows neither its text nor its author; "(edited)" means the text changed after posting.
import { markdownPlainText, renderMarkdown } from '../../domain/markdown.ts';
import { usernameKey } from '../../domain/validation/auth.ts';

interface Shown {
  isActive: boolean;
  content: string;
}

export function shownContent(comment: Shown): string {
  return comment.isActive ? comment.content : '';
}

/** What highlighting a comment's mentions reads: its stored mentions (the readers it notified) and its author. */
export const MENTION_FIELDS = {
  author: { select: { username: true } },
  mentions: { select: { mentionedUser: { select: { usernameKey: true } } } },
} as const;

interface WithMentions extends Shown {
  author: { username: string } | null;
  mentions: Array<{ mentionedUser: { usernameKey: string } }>;
}

/**
 * The usernames whose @mentions a comment highlights: those it really mentions (stored when it was posted or
 * edited: existing users who may read the thread), and its author's own (a self-mention notifies nobody, but it
 * is still a real name). An '@' naming nobody, or an outsider of a private project, stays plain text.
 */
export function highlightedNames(comment: Pick<WithMentions, 'author' | 'mentions'>): Set<string> {
  const names = new Set(comment.mentions.map((mention) => mention.mentionedUser.usernameKey));
  if (comment.author) names.add(usernameKey(comment.author.username));
  return names;
}

/** The sanitised HTML of the comment's Markdown with its real mentions highlighted (empty for a deleted comment). */
export function shownHtml(comment: WithMentions): string {
  return comment.isActive ? renderMarkdown(comment.content, highlightedNames(comment)) : '';
}

export function shownAuthor<A>(comment: { isActive: boolean }, author: A | null): A | null {
  return comment.isActive ? author : null;
}

export function isEdited(comment: { createdAt: Date; updatedAt: Date }): boolean {
  return comment.updatedAt.getTime() !== comment.createdAt.getTime();
}

/** The first characters of a comment as plain text (its Markdown's markup left out), for notification lists. */
export function excerptOf(comment: Shown, length = 140): string {
  const text = markdownPlainText(shownContent(comment));
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
