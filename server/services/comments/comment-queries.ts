// Reading comments: one comment with its replies, the filtered list, and the threads of a
// commentable (top-level comments newest or oldest first, each with its replies oldest first, three levels in all).
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { Comment, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { commentFilterSchema, MAX_COMMENT_DEPTH, threadQuerySchema, type CommentableType, type CommentFilterInput, type ThreadQuery } from '../../domain/validation/comments.ts';
import { readableProject } from '../access/permissions.ts';
import { readableComments } from '../access/read-scope.ts';
import { commentsOf, readableCommentable } from './commentables.ts';
import { MENTION_FIELDS } from './comment-content.ts';

export const COMMENT_NOT_FOUND = 'Comment not found';

export const ACTIVE_COMMENT = { isActive: true } satisfies Prisma.CommentWhereInput;

/**
 * The comments a thread shows: active ones, and deleted ones that still have something shown below them (soft
 * delete keeps the thread's shape). Threads are three levels deep, so looking two levels down is enough.
 */
export const VISIBLE_COMMENT: Prisma.CommentWhereInput = {
  OR: [ACTIVE_COMMENT, { replies: { some: { OR: [ACTIVE_COMMENT, { replies: { some: ACTIVE_COMMENT } }] } } }],
};

/** Replies read as a conversation: oldest first. */
export const REPLY_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export const threadOrder = (direction: 'asc' | 'desc') => [{ createdAt: direction }, { id: direction }];

export const AUTHOR_FIELDS = { select: { id: true, username: true, displayName: true } } as const;

/** A comment's stored mentions, which its rendered HTML highlights. */
const MENTIONS = MENTION_FIELDS.mentions;

export interface CommentAuthor {
  id: string;
  username: string;
  displayName: string | null;
}

type StoredMentions = { mentions: Array<{ mentionedUser: { usernameKey: string } }> };

/** A comment with its author, its mentions and its visible replies (absent on the deepest level, which cannot have any). */
export type CommentTree = Comment & StoredMentions & { author: CommentAuthor | null; replies?: CommentTree[] };

/** A comment in a flat list: its author, its mentions and how many visible replies it has. */
export type ListedComment = Comment & StoredMentions & { author: CommentAuthor | null; _count: { replies: number } };

function treeInclude(levels: number): Prisma.CommentInclude {
  const own = { author: AUTHOR_FIELDS, mentions: MENTIONS };
  return levels > 0 ? { ...own, replies: { where: VISIBLE_COMMENT, orderBy: REPLY_ORDER, include: treeInclude(levels - 1) } } : own;
}

export const COMMENT_TREE = treeInclude(MAX_COMMENT_DEPTH);

/** The comment with the project access is decided by, if the viewer may read it. */
export async function readableComment(ctx: RequestContext, commentId: string) {
  const comment = await ctx.db.comment.findFirst({
    where: { id: requireId(commentId, COMMENT_NOT_FOUND), ...(await readableComments(ctx.viewer)) },
    include: { project: { select: { id: true, teamId: true, visibility: true } } },
  });
  if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
  return comment;
}

/** A comment already known to be readable, with its author and replies. */
export async function loadCommentTree(db: Db, commentId: string): Promise<CommentTree> {
  return (await db.comment.findUniqueOrThrow({ where: { id: commentId }, include: COMMENT_TREE })) as unknown as CommentTree;
}

export async function getComment(ctx: RequestContext, commentId: string): Promise<CommentTree> {
  const comment = await ctx.db.comment.findFirst({
    where: { id: requireId(commentId, COMMENT_NOT_FOUND), ...(await readableComments(ctx.viewer)) },
    include: COMMENT_TREE,
  });
  if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
  return comment as unknown as CommentTree;
}

/** GET /comments: readable comments matching the filters; deleted ones only with include_inactive. */
export async function listComments(ctx: RequestContext, filterInput: CommentFilterInput = {}): Promise<ListedComment[]> {
  const filter = parseInput(commentFilterSchema, filterInput);
  const conditions: Prisma.CommentWhereInput[] = [await readableComments(ctx.viewer)];
  if (filter.projectId) conditions.push({ projectId: filter.projectId });
  if (filter.authorId) conditions.push({ authorId: filter.authorId });
  if (filter.commentableType) conditions.push({ commentableType: filter.commentableType });
  if (filter.commentableId) conditions.push({ OR: [{ archetypeId: filter.commentableId }, { decklistId: filter.commentableId }] });
  if (filter.parentId) conditions.push({ parentId: filter.parentId === 'null' ? null : filter.parentId });
  if (!filter.includeInactive) conditions.push(ACTIVE_COMMENT);
  const sortField = filter.sortBy === 'updated_at' ? 'updatedAt' : 'createdAt';
  return ctx.db.comment.findMany({
    where: { AND: conditions },
    orderBy: [{ [sortField]: filter.sortOrder }, { id: filter.sortOrder }],
    take: filter.limit,
    skip: filter.offset,
    include: { author: AUTHOR_FIELDS, mentions: MENTIONS, _count: { select: { replies: { where: VISIBLE_COMMENT } } } },
  });
}

/** Where-clause of the top-level comments of one readable commentable (NotFoundError when it is not readable). */
export async function threadsWhere(ctx: RequestContext, type: CommentableType, commentableId: string): Promise<Prisma.CommentWhereInput> {
  const target = await readableCommentable(ctx, type, commentableId);
  return { AND: [commentsOf(target), { parentId: null }, VISIBLE_COMMENT] };
}

/** How many comments (replies included, deleted ones not) a commentable has. */
export async function countComments(ctx: RequestContext, type: CommentableType, commentableId: string): Promise<number> {
  const target = await readableCommentable(ctx, type, commentableId);
  return ctx.db.comment.count({ where: { ...commentsOf(target), ...ACTIVE_COMMENT } });
}

/** GET /comments/threads: the threads of one commentable, or of every commentable in a project. */
export async function listThreads(ctx: RequestContext, queryInput: ThreadQuery): Promise<{ threads: CommentTree[]; totalComments: number }> {
  const query = parseInput(threadQuerySchema, queryInput);
  const scope: Prisma.CommentWhereInput =
    query.commentableType && query.commentableId
      ? commentsOf(await readableCommentable(ctx, query.commentableType, query.commentableId))
      : { projectId: (await readableProject(ctx, query.projectId!)).id };
  const [threads, totalComments] = await Promise.all([
    ctx.db.comment.findMany({
      where: { AND: [scope, { parentId: null }, VISIBLE_COMMENT] },
      orderBy: threadOrder(query.sortOrder),
      take: query.limit,
      skip: query.offset,
      include: COMMENT_TREE,
    }),
    ctx.db.comment.count({ where: { AND: [scope, ACTIVE_COMMENT] } }),
  ]);
  return { threads: threads as unknown as CommentTree[], totalComments };
}
