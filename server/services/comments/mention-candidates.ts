// Who the comment box offers to @mention, and what a preview highlights. Suggestions are the members of the thread's
// team, and only for someone who may post there: a reader who cannot post is offered nobody.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CommentableType } from '../../domain/validation/comments.ts';
import { mayPostOn } from './comment-permissions.ts';
import { mentionedReaderNames } from './comment-recipients.ts';
import { readableCommentable } from './commentables.ts';

/** Where-clause of the users the comment box suggests on a thread (nobody when the viewer may not post there). */
export async function mentionCandidatesWhere(ctx: RequestContext, type: CommentableType, commentableId: string): Promise<Prisma.UserWhereInput> {
  const target = await readableCommentable(ctx, type, commentableId);
  if (!(await mayPostOn(ctx, target))) return { id: { in: [] } };
  return { memberships: { some: { teamId: target.project.teamId } } };
}

/** The usernames a comment with this text would highlight once posted on the thread (NotFoundError when unreadable). */
export async function previewMentions(ctx: RequestContext, type: CommentableType, commentableId: string, content: string): Promise<Set<string>> {
  const target = await readableCommentable(ctx, type, commentableId);
  return mentionedReaderNames(ctx.db, content, target.project);
}
