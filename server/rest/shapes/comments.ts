// REST shapes of comments (id, content, content_html, author_id, author_name, author_display_name,
// created_at, updated_at, reply_count, replies, parent_id, commentable_type, commentable_id, project_id, is_active),
// mentions and notifications. A deleted comment keeps its place but shows no content and no author.
import type { Comment } from '../../generated/prisma/client.ts';
import type { CommentAuthor, CommentTree, ListedComment } from '../../services/comments/comment-queries.ts';
import { isEdited, shownAuthor, shownContent, shownHtml } from '../../services/comments/comment-content.ts';
import { commentableIdOf } from '../../services/comments/commentables.ts';
import type { CommentSummary, MentionItem, NotificationItem } from '../../services/notifications/notification-queries.ts';

function authorFields(author: CommentAuthor | null) {
  return { author_id: author?.id ?? null, author_name: author?.username ?? null, author_display_name: author?.displayName ?? null };
}

function commentFields(comment: Comment & { author: CommentAuthor | null }) {
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
export function commentJson(comment: CommentTree): ReturnType<typeof commentFields> & { reply_count: number; replies: unknown[] } {
  const replies = (comment.replies ?? []).map(commentJson);
  return { ...commentFields(comment), reply_count: replies.length, replies };
}

/** A comment in the flat GET /comments list: its reply count, without the replies themselves. */
export function listedCommentJson(comment: ListedComment) {
  return { ...commentFields(comment), reply_count: comment._count.replies };
}

function summaryJson(comment: CommentSummary | null) {
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

export function notificationJson(notification: NotificationItem) {
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

export function mentionJson(mention: MentionItem) {
  return {
    id: mention.id,
    comment_id: mention.commentId,
    mentioned_user_id: mention.mentionedUserId,
    is_read: mention.isRead,
    created_at: mention.createdAt.toISOString(),
    comment: summaryJson(mention.comment),
  };
}
