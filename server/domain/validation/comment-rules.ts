// Comments (spec sections 3, 5, 7, 9): content trimmed and required ('Comment cannot be empty'), at most 10,000
// characters (the spec leaves the limit open; see docs/decisions.md), replies while the parent's level is below 3,
// list filters and paging; mentions and notifications read/unread filters.
import { z } from 'zod';
import { isUuid } from './ids.ts';
import { requiredText } from './text.ts';

export const COMMENT_MAX = 10_000;
/** Levels are 0, 1 and 2: three in all (spec: replies allowed while the level is below 3). */
export const MAX_COMMENT_DEPTH = 2;
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`;
export const REPLY_TOO_DEEP_MESSAGE = 'Replies can only be nested 3 levels deep';
export const PAGE_MAX = 100;

export const commentContent = requiredText(COMMENT_EMPTY_MESSAGE, COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE);

export const commentableTypeSchema = z.enum(['archetype', 'decklist'], { error: 'Commentable type must be "archetype" or "decklist"' });

/** An id in a filter: a UUID (anything else could not match a row, so it is refused rather than silently empty). */
const idFilter = (name: string) =>
  z
    .string()
    .trim()
    .refine(isUuid, `${name} must be a valid id`)
    .transform((id) => id.toLowerCase());

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Query-string booleans arrive as "true"/"false". */
const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true'));

const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_MAX, `limit must be at most ${PAGE_MAX}`)
    .default(fallback);
const limit = pageLimit(20);

const offset = z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0);

const sortOrder = z.enum(['asc', 'desc'], { error: 'sort_order must be "asc" or "desc"' }).default('desc');

export const postCommentSchema = z
  .object({
    content: commentContent,
    commentable_type: commentableTypeSchema,
    commentable_id: requiredId('Commentable ID is required'),
    parent_id: z.string().trim().nullish().transform((id) => id || null),
  })
  .strict();

export const updateCommentSchema = z.object({ content: commentContent }).strict();

/** GET /comments: the filters of spec section 3, newest first by default. */
export const commentFilterSchema = z.object({
  project_id: idFilter('project_id').optional(),
  author_id: idFilter('author_id').optional(),
  commentable_type: commentableTypeSchema.optional(),
  commentable_id: idFilter('commentable_id').optional(),
  // "null" asks for top-level comments only.
  parent_id: z.union([z.literal('null'), idFilter('parent_id')]).optional(),
  sort_by: z.enum(['created_at', 'updated_at'], { error: 'sort_by must be "created_at" or "updated_at"' }).default('created_at'),
  sort_order: sortOrder,
  limit,
  offset,
  include_inactive: flag('include_inactive'),
});

/** GET /comments/threads: one commentable's threads (or a whole project's), newest first by default. */
export const threadQuerySchema = z
  .object({
    commentable_type: commentableTypeSchema.optional(),
    commentable_id: idFilter('commentable_id').optional(),
    project_id: idFilter('project_id').optional(),
    sort_by: z.literal('created_at', { error: 'sort_by must be "created_at"' }).default('created_at'),
    sort_order: sortOrder,
    limit: pageLimit(PAGE_MAX),
    offset,
  })
  .refine((q) => (q.commentable_type && q.commentable_id) || (!q.commentable_id && q.project_id), {
    message: 'Give commentable_type and commentable_id, or project_id',
  });

export const mentionFilterSchema = z.object({ is_read: flag('is_read'), limit, offset });

export const notificationFilterSchema = z.object({
  type: z
    .enum(['mention', 'reply', 'team_invite', 'invitation_failed'], { error: 'type must be "mention", "reply", "team_invite" or "invitation_failed"' })
    .optional(),
  is_read: flag('is_read'),
  limit,
  offset,
});

export type CommentableType = z.output<typeof commentableTypeSchema>;
