import type { RequestContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { COMMENT_NOT_FOUND, readableComment } from './comment-queries.ts';
import type { Visibility } from '../../generated/prisma/client.ts';

export const PRIVATE_THREAD_MESSAGE = 'Only members of this team can comment on its private projects';

/**
 * Whether the viewer may post on a thread they can read: anyone signed in on a public project's, only the team on a
 * private project's. Site admins read private threads to moderate them but do not take part in them.
 */
export async function mayPostOn(ctx: RequestContext, target: { project: { teamId: string; visibility: Visibility } }): Promise<boolean> {
  if (!ctx.viewer.isSignedIn) return false;
  return target.project.visibility === 'public' || (await ctx.viewer.roleIn(target.project.teamId)) !== null;
}

/**
 * The viewer's own comment, to edit or delete. Only the author may (site admins included: nobody rewrites another
 * person's words); a comment the viewer cannot read, or one already deleted, is not found.
 */
export async function ownComment(ctx: RequestContext, commentId: string, message: string) {
  const user = ctx.viewer.requireUser();
  const comment = await readableComment(ctx, commentId);
  if (!comment.isActive) throw new NotFoundError(COMMENT_NOT_FOUND);
  if (comment.authorId !== user.id) throw new ForbiddenError(message);
  return comment;
}
