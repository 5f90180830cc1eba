// The signed-in user's own live notifications: the topic is their user id, so nobody else's can arrive; an event
// whose notification is gone by the time it is delivered (its comment was deleted) is skipped.
import type { RequestContext } from '../../context.ts';
import { filterEvents } from '../filter-events.ts';

export function subscribeToNotifications(ctx: RequestContext): AsyncIterableIterator<{ notificationId: string }> {
  const user = ctx.viewer.requireUser();
  return filterEvents(
    ctx.events.subscribe('notificationAdded', user.id),
    async (event) => (await ctx.db.notification.count({ where: { id: event.notificationId, userId: user.id } })) > 0,
  );
}
