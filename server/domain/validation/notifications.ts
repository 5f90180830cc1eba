// Filters of one's own notifications and mentions: read or unread, a notification type, paging.
import { z } from 'zod';
import { flag, pageLimit, pageOffset } from './fields.ts';

export const mentionFilterSchema = z.object({ isRead: flag('is_read must be true or false'), limit: pageLimit(20), offset: pageOffset });

export type MentionFilterInput = z.input<typeof mentionFilterSchema>;

export const notificationFilterSchema = z.object({
  type: z
    .enum(['mention', 'reply', 'team_invite', 'invitation_failed'], { error: 'type must be "mention", "reply", "team_invite" or "invitation_failed"' })
    .optional(),
  isRead: flag('is_read must be true or false'),
  limit: pageLimit(20),
  offset: pageOffset,
});

export type NotificationFilterInput = z.input<typeof notificationFilterSchema>;
