import type { RequestContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { COMMENT_NOT_FOUND, readableComment } from './comment-queries.ts';

/**
 * The viewer's own comment, to edit or delete. Only the author may (site admins included: nobody rewrites another
 * person's words); a comment the viewer cannot read, or one already deleted, is not found.
 */
export async function ownComment(ctx: RequestContext, commentId: unknown, message: string) {
  const user = ctx.viewer.requireUser();
  const comment = await readableComment(ctx, commentId);
  if (!comment.isActive) throw new NotFoundError(COMMENT_NOT_FOUND);
  if (comment.authorId !== user.id) throw new ForbiddenError(message);
  return comment;
}
