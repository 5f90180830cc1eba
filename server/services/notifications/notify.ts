// Creates notifications and announces them to the recipients' live subscriptions once stored.
import type { AppDeps } from '../../context.ts';
import type { NotificationType, Prisma } from '../../generated/prisma/client.ts';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  actorId?: string | null;
  commentId?: string | null;
  teamId?: string | null;
}

/** Stores the notifications in the caller's transaction (or directly) and returns a function that publishes them. */
export async function createNotifications(db: Pick<Prisma.TransactionClient, 'notification'>, notifications: NewNotification[]) {
  // One statement: a transaction's connection runs one query at a time anyway.
  const created = notifications.length
    ? await db.notification.createManyAndReturn({ data: notifications, select: { id: true, userId: true } })
    : [];
  return (events: AppDeps['events']) => {
    for (const n of created) events.publish('notificationAdded', n.userId, { notificationId: n.id });
  };
}
