// Comments: content trimmed and required ('Comment cannot be empty'), at most 10,000
// characters (the spec leaves the limit open; see docs/decisions.md), replies while the parent's level is below 3,
// list filters and paging.
import { z } from 'zod';
import { isUuid } from './ids.ts';
import { flag, PAGE_MAX, pageLimit, pageOffset, requiredId, requiredText } from './fields.ts';

export const COMMENT_MAX = 10_000;
/** Levels are 0, 1 and 2: three in all (spec: replies allowed while the level is below 3). */
export const MAX_COMMENT_DEPTH = 2;
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`;
export const REPLY_TOO_DEEP_MESSAGE = 'Replies can only be nested 3 levels deep';

export const commentContent = requiredText(COMMENT_EMPTY_MESSAGE, COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE);

export const commentableTypeSchema = z.enum(['archetype', 'decklist'], { error: 'Commentable type must be "archetype" or "decklist"' });

export type CommentableType = z.output<typeof commentableTypeSchema>;

/** An id in a filter: a UUID (anything else could not match a row, so it is refused rather than silently empty). */
const idFilter = (name: string) =>
  z
    .string()
    .trim()
    .refine(isUuid, `${name} must be a valid id`)
    .transform((id) => id.toLowerCase())
    .meta({ format: 'uuid' });

const sortOrder = z.enum(['asc', 'desc'], { error: 'sort_order must be "asc" or "desc"' }).default('desc');

export const postCommentSchema = z
  .object({
    content: commentContent,
    commentableType: commentableTypeSchema,
    commentableId: requiredId('Commentable ID is required'),
    // Null or empty: a top-level comment.
    parentId: z
      .string()
      .trim()
      .nullish()
      .transform((id) => id || null)
      .meta({ format: 'uuid' }),
  })
  .strict();

export type PostCommentInput = z.input<typeof postCommentSchema>;

export const updateCommentSchema = z.object({ content: commentContent }).strict();

export type UpdateCommentInput = z.input<typeof updateCommentSchema>;

/** GET /comments: the comment filters, newest first by default. */
export const commentFilterSchema = z.object({
  projectId: idFilter('project_id').optional(),
  authorId: idFilter('author_id').optional(),
  commentableType: commentableTypeSchema.optional(),
  commentableId: idFilter('commentable_id').optional(),
  // "null" asks for top-level comments only.
  parentId: z.union([z.literal('null'), idFilter('parent_id')]).optional(),
  sortBy: z.enum(['created_at', 'updated_at'], { error: 'sort_by must be "created_at" or "updated_at"' }).default('created_at'),
  sortOrder,
  limit: pageLimit(20),
  offset: pageOffset,
  includeInactive: flag('include_inactive must be true or false'),
});

export type CommentFilterInput = z.input<typeof commentFilterSchema>;

/** GET /comments/threads: one commentable's threads (or a whole project's), newest first by default. */
export const threadQuerySchema = z
  .object({
    commentableType: commentableTypeSchema.optional(),
    commentableId: idFilter('commentable_id').optional(),
    projectId: idFilter('project_id').optional(),
    sortBy: z.literal('created_at', { error: 'sort_by must be "created_at"' }).default('created_at'),
    sortOrder,
    limit: pageLimit(PAGE_MAX),
    offset: pageOffset,
  })
  .refine((q) => (q.commentableType && q.commentableId) || (!q.commentableId && q.projectId), {
    message: 'Give commentable_type and commentable_id, or project_id',
  });

export type ThreadQuery = z.input<typeof threadQuerySchema>;
