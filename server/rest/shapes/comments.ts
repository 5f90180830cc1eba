// REST shapes of comments, mentions and notifications. A deleted comment keeps its place but shows no content and no
// author.
import { z } from 'zod';
import { CommentableType, NotificationType } from '../../generated/prisma/client.ts';
import type { CommentAuthor, CommentTree, ListedComment } from '../../services/comments/comment-queries.ts';
import { isEdited, shownAuthor, shownContent, shownHtml } from '../../services/comments/comment-content.ts';
import { commentableIdOf } from '../../services/comments/commentables.ts';
import type { CommentSummary, MentionItem, NotificationItem } from '../../services/notifications/notification-queries.ts';
import { id, instant, optionalText } from './fields.ts';

const commentableTypeSchema = z.enum(CommentableType).meta({ id: 'CommentableType', description: 'What a comment is on.' });

const authorFieldsSchema = z.object({
  author_id: id().nullable(),
  author_name: optionalText().meta({ description: "The author's username; null for a deleted comment or author." }),
  author_display_name: optionalText(),
});

const commentFieldsSchema = authorFieldsSchema.extend({
  id: id(),
  content: optionalText().meta({ description: 'Markdown source; null once deleted.' }),
  content_html: optionalText().meta({ description: 'The content rendered as safe HTML, its real @mentions in <span class="mention">; null once deleted.' }),
  created_at: instant(),
  updated_at: instant(),
  is_edited: z.boolean(),
  parent_id: id().nullable(),
  depth: z.int().min(0),
  commentable_type: commentableTypeSchema,
  commentable_id: id(),
  project_id: id(),
  is_active: z.boolean(),
});

export const commentSchema = commentFieldsSchema
  .extend({
    reply_count: z.int(),
    get replies(): z.ZodArray<typeof commentSchema> {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'Comment', description: 'A comment with its nested replies, oldest first.' });

export const listedCommentSchema = commentFieldsSchema
  .extend({ reply_count: z.int() })
  .meta({ id: 'ListedComment', description: 'A comment in a flat list: its reply count, without the replies.' });

export const commentThreadsSchema = z
  .object({ threads: z.array(commentSchema), total_comments: z.int() })
  .meta({ id: 'CommentThreads', description: 'Top-level comments with their replies, and how many comments there are in all.' });

const commentSummarySchema = authorFieldsSchema
  .extend({
    id: id(),
    excerpt: z.string(),
    commentable_type: commentableTypeSchema,
    commentable_id: id(),
    archetype_id: id().meta({ description: 'The archetype whose page shows the thread.' }),
    project_id: id(),
    team_id: id(),
  })
  .meta({ id: 'CommentSummary', description: 'The comment a notification or mention is about.' });

export const notificationSchema = z
  .object({
    id: id(),
    type: z.enum(NotificationType),
    is_read: z.boolean(),
    created_at: instant(),
    actor_id: id().nullable(),
    actor_name: optionalText(),
    actor_display_name: optionalText(),
    comment_id: id().nullable(),
    comment: commentSummarySchema.nullable(),
    team_id: id().nullable(),
    team_name: optionalText(),
  })
  .meta({ id: 'Notification', description: 'Something that happened for the caller.' });

export const mentionSchema = z
  .object({ id: id(), comment_id: id(), mentioned_user_id: id(), is_read: z.boolean(), created_at: instant(), comment: commentSummarySchema.nullable() })
  .meta({ id: 'Mention', description: 'A comment that mentions the caller.' });

function authorFields(author: CommentAuthor | null): z.infer<typeof authorFieldsSchema> {
  return { author_id: author?.id ?? null, author_name: author?.username ?? null, author_display_name: author?.displayName ?? null };
}

function commentFields(comment: CommentTree | ListedComment): z.infer<typeof commentFieldsSchema> {
  return {
    id: comment.id,
    content: shownContent(comment),
    content_html: shownHtml(comment),
    ...authorFields(shownAuthor(comment, comment.author)),
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
    is_edited: isEdited(comment),
    parent_id: comment.parentId,
    depth: comment.depth,
    commentable_type: comment.commentableType,
    commentable_id: commentableIdOf(comment),
    project_id: comment.projectId,
    is_active: comment.isActive,
  };
}

/** A comment with its nested replies (threads, one comment, the result of posting or editing). */
export function commentJson(comment: CommentTree): z.infer<typeof commentSchema> {
  const replies = (comment.replies ?? []).map(commentJson);
  return { ...commentFields(comment), reply_count: replies.length, replies };
}

/** A comment in the flat GET /comments list: its reply count, without the replies themselves. */
export function listedCommentJson(comment: ListedComment): z.infer<typeof listedCommentSchema> {
  return { ...commentFields(comment), reply_count: comment._count.replies };
}

function summaryJson(comment: CommentSummary | null): z.infer<typeof commentSummarySchema> | null {
  if (!comment) return null;
  return {
    id: comment.id,
    excerpt: comment.excerpt,
    commentable_type: comment.commentableType,
    commentable_id: comment.commentableId,
    archetype_id: comment.archetypeId,
    project_id: comment.projectId,
    team_id: comment.teamId,
    ...authorFields(comment.author),
  };
}

export function notificationJson(notification: NotificationItem): z.infer<typeof notificationSchema> {
  return {
    id: notification.id,
    type: notification.type,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
    actor_id: notification.actor?.id ?? null,
    actor_name: notification.actor?.username ?? null,
    actor_display_name: notification.actor?.displayName ?? null,
    comment_id: notification.commentId,
    comment: summaryJson(notification.comment),
    team_id: notification.teamId,
    team_name: notification.team?.name ?? null,
  };
}

export function mentionJson(mention: MentionItem): z.infer<typeof mentionSchema> {
  return {
    id: mention.id,
    comment_id: mention.commentId,
    mentioned_user_id: mention.mentionedUserId,
    is_read: mention.isRead,
    created_at: mention.createdAt.toISOString(),
    comment: summaryJson(mention.comment),
  };
}
