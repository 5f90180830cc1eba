// Deleting one's own comment is a soft delete: the row stays (is_active false) so that its replies keep their place
// in the thread, while readers see neither its text nor its author. Its mentions and notifications go: nobody should
// be sent to read something that is gone.
import type { RequestContext } from '../../context.ts';
import { commentableIdOf } from './commentables.ts';
import { announceComment, commentEventOf } from './comment-events.ts';
import { loadCommentTree, type CommentTree } from './comment-queries.ts';
import { ownComment } from './comment-permissions.ts';

export async function deleteComment(ctx: RequestContext, commentId: string): Promise<CommentTree> {
  const comment = await ownComment(ctx, commentId, 'You can only delete your own comments');
  await ctx.db.$transaction([
    ctx.db.comment.update({ where: { id: comment.id }, data: { isActive: false } }),
    ctx.db.mention.deleteMany({ where: { commentId: comment.id } }),
    ctx.db.notification.deleteMany({ where: { commentId: comment.id } }),
  ]);
  announceComment(ctx, 'commentDeleted', commentableIdOf(comment), commentEventOf(comment));
  return loadCommentTree(ctx.db, comment.id);
}
