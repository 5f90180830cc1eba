import { mentionFilterSchema, notificationFilterSchema } from '../../domain/validation/notifications.ts';
import { markMentionRead } from '../../services/notifications/mark-mention-read.ts';
import { markAllNotificationsRead, markNotificationRead } from '../../services/notifications/mark-notification-read.ts';
import { listMentions, listNotifications, unreadCounts } from '../../services/notifications/notification-queries.ts';
import { route } from '../route.ts';
import { z } from 'zod';
import { mentionJson, mentionSchema, notificationJson, notificationSchema } from '../shapes/comments.ts';

const tag = 'Notifications';

export const notificationRoutes = [
  route({
    method: 'GET',
    path: '/mentions',
    tag,
    auth: 'required',
    summary: "The caller's mentions, newest first, filtered by is_read; limit (default 20, max 100) and offset (an array).",
    query: mentionFilterSchema,
    response: z.array(mentionSchema),
    handler: async (ctx, { query }) => (await listMentions(ctx, query)).map(mentionJson),
  }),
  route({
    method: 'PUT',
    path: '/mentions/:id/read',
    tag,
    auth: 'required',
    summary: 'Mark one of the caller\'s mentions read (and its notification).',
    response: mentionSchema,
    handler: async (ctx, { params }) => mentionJson(await markMentionRead(ctx, params.id)),
  }),
  route({
    method: 'GET',
    path: '/notifications',
    tag,
    auth: 'required',
    summary: "The caller's notifications, newest first, filtered by type (mention, reply, team_invite, invitation_failed) and is_read; limit (default 20, max 100) and offset (an array).",
    query: notificationFilterSchema,
    response: z.array(notificationSchema),
    handler: async (ctx, { query }) => (await listNotifications(ctx, query)).map(notificationJson),
  }),
  route({
    method: 'GET',
    path: '/notifications/unread-count',
    tag,
    auth: 'required',
    summary: "How many of the caller's notifications and mentions are unread: { unread_notifications, unread_mentions }.",
    response: z
      .object({ unread_notifications: z.int(), unread_mentions: z.int() })
      .meta({ id: 'UnreadCounts', description: "How many of the caller's notifications and mentions are unread." }),
    handler: async (ctx) => {
      const counts = await unreadCounts(ctx);
      return { unread_notifications: counts.notifications, unread_mentions: counts.mentions };
    },
  }),
  route({
    method: 'PUT',
    path: '/notifications/read-all',
    tag,
    auth: 'required',
    summary: "Mark all of the caller's notifications and mentions read: { message, updated }.",
    response: z.object({ message: z.string(), updated: z.int() }).meta({ id: 'MarkedRead', description: 'How many notifications were marked read.' }),
    handler: async (ctx) => ({ message: 'All notifications marked as read', updated: await markAllNotificationsRead(ctx) }),
  }),
  route({
    method: 'PUT',
    path: '/notifications/:id/read',
    tag,
    auth: 'required',
    summary: 'Mark one of the caller\'s notifications read (a mention notification also marks its mention).',
    response: notificationSchema,
    handler: async (ctx, { params }) => notificationJson(await markNotificationRead(ctx, params.id)),
  }),
];
