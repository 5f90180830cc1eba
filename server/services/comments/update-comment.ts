// Editing one's own comment. The Markdown source is replaced and updated_at set (which is what "(edited)" shows);
// mentions follow the new text: newly mentioned readers are notified once, people no longer mentioned lose the
// mention and its notification.
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { updateCommentSchema, type UpdateCommentInput } from '../../domain/validation/comments.ts';
import { createNotifications } from '../notifications/notify.ts';
import { commentableIdOf } from './commentables.ts';
import { announceComment, commentEventOf } from './comment-events.ts';
import { loadCommentTree, type CommentTree } from './comment-queries.ts';
import { ownComment } from './comment-permissions.ts';
import { mentionedReaders, mentionNotifications } from './comment-recipients.ts';

export async function updateComment(ctx: RequestContext, commentId: string, input: UpdateCommentInput): Promise<CommentTree> {
  const { content } = parseInput(updateCommentSchema, input);
  const comment = await ownComment(ctx, commentId, 'You can only edit your own comments');
  if (content === comment.content) return loadCommentTree(ctx.db, comment.id);

  const wanted = await mentionedReaders(ctx.db, content, comment.project, comment.authorId!);
  const before = (await ctx.db.mention.findMany({ where: { commentId: comment.id }, select: { mentionedUserId: true } })).map((m) => m.mentionedUserId);
  const added = wanted.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !wanted.includes(id));

  const publishNotifications = await ctx.db.$transaction(async (tx) => {
    await tx.comment.update({ where: { id: comment.id }, data: { content, updatedAt: new Date() } });
    if (removed.length) {
      await tx.mention.deleteMany({ where: { commentId: comment.id, mentionedUserId: { in: removed } } });
      await tx.notification.deleteMany({ where: { commentId: comment.id, type: 'mention', userId: { in: removed } } });
    }
    await tx.mention.createMany({ data: added.map((mentionedUserId) => ({ commentId: comment.id, mentionedUserId })) });
    // Someone already notified about this comment (as the replied-to author) is not notified a second time.
    const alreadyNotified = new Set(
      (await tx.notification.findMany({ where: { commentId: comment.id, userId: { in: added } }, select: { userId: true } })).map((n) => n.userId),
    );
    const toNotify = added.filter((id) => !alreadyNotified.has(id));
    return createNotifications(tx, mentionNotifications(comment.id, comment.authorId!, toNotify));
  });

  publishNotifications(ctx.events);
  announceComment(ctx, 'commentUpdated', commentableIdOf(comment), commentEventOf(comment));
  return loadCommentTree(ctx.db, comment.id);
}
