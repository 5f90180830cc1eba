// Marking one's notifications read, one or all. A mention notification and the mention it announces are one event
// for the reader, so reading either marks both.
import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { NOTIFICATION_NOT_FOUND, notificationItems, ownMentions, ownNotifications, type NotificationItem } from './notification-queries.ts';

export async function markNotificationRead(ctx: RequestContext, notificationId: string): Promise<NotificationItem> {
  const where = { ...ownNotifications(ctx), id: requireId(notificationId, NOTIFICATION_NOT_FOUND) };
  const notification = await ctx.db.notification.findFirst({ where, select: { id: true, type: true, commentId: true, userId: true } });
  if (!notification) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  await ctx.db.$transaction([
    ctx.db.notification.update({ where: { id: notification.id }, data: { isRead: true } }),
    ...(notification.type === 'mention' && notification.commentId
      ? [ctx.db.mention.updateMany({ where: { commentId: notification.commentId, mentionedUserId: notification.userId }, data: { isRead: true } })]
      : []),
  ]);
  const [item] = await notificationItems(ctx, { id: notification.id });
  return item;
}

/** Marks every unread notification (and mention) of the viewer read; returns how many notifications changed. */
export async function markAllNotificationsRead(ctx: RequestContext): Promise<number> {
  const [notifications] = await ctx.db.$transaction([
    ctx.db.notification.updateMany({ where: ownNotifications(ctx, { isRead: false }), data: { isRead: true } }),
    ctx.db.mention.updateMany({ where: ownMentions(ctx, { isRead: false }), data: { isRead: true } }),
  ]);
  return notifications.count;
}
