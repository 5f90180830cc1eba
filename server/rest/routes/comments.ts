import { commentFilterSchema, postCommentSchema, threadQuerySchema, updateCommentSchema } from '../../domain/validation/comments.ts';
import { getComment, listComments, listThreads } from '../../services/comments/comment-queries.ts';
import { deleteComment } from '../../services/comments/delete-comment.ts';
import { postComment } from '../../services/comments/post-comment.ts';
import { updateComment } from '../../services/comments/update-comment.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { commentJson, commentSchema, commentThreadsSchema, listedCommentJson, listedCommentSchema } from '../shapes/comments.ts';
import { messageSchema } from '../shapes/fields.ts';

const tag = 'Comments';

export const commentRoutes = [
  route({
    method: 'POST',
    path: '/comments',
    tag,
    auth: 'required',
    status: 201,
    summary: 'Post a comment on an archetype or decklist the caller can read, or a reply (parent_id) below level 3. Response: { data: comment }.',
    body: postCommentSchema,
    response: z.object({ data: commentSchema }).meta({ id: 'PostedComment', description: 'The new comment, under data.' }),
    handler: async (ctx, { body }) => ({ data: commentJson(await postComment(ctx, body)) }),
  }),
  route({
    method: 'GET',
    path: '/comments',
    tag,
    auth: 'optional',
    summary:
      'Readable comments, filtered by project_id, author_id, commentable_type, commentable_id, parent_id ("null" for top level); sort_by created_at|updated_at, sort_order asc|desc (default desc), limit (default 20, max 100), offset, include_inactive (an array).',
    query: commentFilterSchema,
    response: z.array(listedCommentSchema),
    handler: async (ctx, { query }) => (await listComments(ctx, query)).map(listedCommentJson),
  }),
  route({
    method: 'GET',
    path: '/comments/threads',
    tag,
    auth: 'optional',
    summary:
      'Threads of one commentable (commentable_type and commentable_id) or of a project (project_id): top-level comments by created_at (sort_order, default desc; limit default and max 100, offset) with nested replies oldest first. Response: { threads, total_comments }.',
    query: threadQuerySchema,
    response: commentThreadsSchema,
    handler: async (ctx, { query }) => {
      const { threads, totalComments } = await listThreads(ctx, query);
      return { threads: threads.map(commentJson), total_comments: totalComments };
    },
  }),
  route({
    method: 'GET',
    path: '/comments/:id',
    tag,
    auth: 'optional',
    summary: 'One comment with its nested replies.',
    response: commentSchema,
    handler: async (ctx, { params }) => commentJson(await getComment(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    path: '/comments/:id',
    tag,
    auth: 'required',
    summary: "Edit the caller's own comment ({ content }); updated_at then differs from created_at.",
    body: updateCommentSchema,
    response: commentSchema,
    handler: async (ctx, { params, body }) => commentJson(await updateComment(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    path: '/comments/:id',
    tag,
    auth: 'required',
    summary: "Delete the caller's own comment. Its replies stay; it shows as deleted, without content or author.",
    response: messageSchema,
    handler: async (ctx, { params }) => {
      await deleteComment(ctx, params.id);
      return { message: 'Comment deleted successfully' };
    },
  }),
];
