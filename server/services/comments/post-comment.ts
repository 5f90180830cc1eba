// Posting a comment or a reply. Anyone signed in may post on a public project's threads, only the team on a private
// project's (see comment-permissions.ts); replies stay on their parent's commentable and go at most three levels deep.
// Mentions and the reply notification are stored in the same transaction as the comment; live subscribers hear about
// it once it is committed.
import type { RequestContext } from '../../context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { MAX_COMMENT_DEPTH, postCommentSchema, REPLY_TOO_DEEP_MESSAGE, type PostCommentInput } from '../../domain/validation/comments.ts';
import { readableComments } from '../access/read-scope.ts';
import { createNotifications, type NewNotification } from '../notifications/notify.ts';
import { commentableIdOf, commentsOf, readableCommentable, type Commentable } from './commentables.ts';
import { loadCommentTree, type CommentTree } from './comment-queries.ts';
import { announceComment, commentEventOf } from './comment-events.ts';
import { mayPostOn, PRIVATE_THREAD_MESSAGE } from './comment-permissions.ts';
import { mentionedReaders, mentionNotifications, replyRecipient } from './comment-recipients.ts';

export const PARENT_NOT_FOUND = 'Parent comment not found';

/** The comment being replied to: readable, on the same commentable, not deleted, and not on the deepest level. */
async function replyableParent(ctx: RequestContext, target: Commentable, parentId: string) {
  const parent = await ctx.db.comment.findFirst({
    where: { id: requireId(parentId, PARENT_NOT_FOUND), ...(await readableComments(ctx.viewer)) },
    select: { id: true, depth: true, isActive: true, authorId: true, archetypeId: true, decklistId: true, commentableType: true },
  });
  if (!parent) throw new NotFoundError(PARENT_NOT_FOUND);
  if (parent.commentableType !== target.type || commentableIdOf(parent) !== target.id) {
    throw new ValidationError('A reply must be on the same archetype or decklist as the comment it answers');
  }
  if (!parent.isActive) throw new ValidationError('Cannot reply to a deleted comment');
  if (parent.depth >= MAX_COMMENT_DEPTH) throw new ValidationError(REPLY_TOO_DEEP_MESSAGE);
  return parent;
}

export async function postComment(ctx: RequestContext, input: PostCommentInput): Promise<CommentTree> {
  const author = ctx.viewer.requireUser();
  const { content, commentableType, commentableId, parentId } = parseInput(postCommentSchema, input);
  const target = await readableCommentable(ctx, commentableType, commentableId);
  if (!(await mayPostOn(ctx, target))) throw new ForbiddenError(PRIVATE_THREAD_MESSAGE);
  const parent = parentId ? await replyableParent(ctx, target, parentId) : null;
  const mentioned = await mentionedReaders(ctx.db, content, target.project, author.id);
  const repliedTo = await replyRecipient(ctx.db, target.project, parent?.authorId ?? null, author.id, mentioned);

  const data = {
    content,
    authorId: author.id,
    parentId: parent?.id ?? null,
    depth: parent ? parent.depth + 1 : 0,
    commentableType: target.type,
    ...commentsOf(target),
    projectId: target.project.id,
  };
  // A comment that notifies nobody is one statement; an interactive transaction would cost three round trips and
  // delay the event every follower of the thread waits for.
  const { commentId, publishNotifications } =
    mentioned.length === 0 && !repliedTo
      ? { commentId: (await ctx.db.comment.create({ data, select: { id: true } })).id, publishNotifications: () => {} }
      : await ctx.db.$transaction(async (tx) => {
          const comment = await tx.comment.create({ data, select: { id: true } });
          await tx.mention.createMany({ data: mentioned.map((mentionedUserId) => ({ commentId: comment.id, mentionedUserId })) });
          const notifications: NewNotification[] = [
            ...mentionNotifications(comment.id, author.id, mentioned),
            ...(repliedTo ? [{ userId: repliedTo, type: 'reply' as const, actorId: author.id, commentId: comment.id }] : []),
          ];
          return { commentId: comment.id, publishNotifications: await createNotifications(tx, notifications) };
        });

  publishNotifications(ctx.events);
  announceComment(ctx, 'commentAdded', target.id, commentEventOf({ id: commentId, projectId: target.project.id, authorId: author.id }));
  return loadCommentTree(ctx.db, commentId);
}
