// What readers see of a comment. A deleted comment keeps its place in the thread (so replies keep their context) but
// shows neither its text nor its author; "(edited)" means the text changed after posting.
import { markdownPlainText, renderMarkdown } from '../../domain/markdown.ts';

interface Shown {
  isActive: boolean;
  content: string;
}

export function shownContent(comment: Shown): string {
  return comment.isActive ? comment.content : '';
}

/** The sanitised HTML of the comment's Markdown (empty for a deleted comment). */
export function shownHtml(comment: Shown): string {
  return comment.isActive ? renderMarkdown(comment.content) : '';
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
