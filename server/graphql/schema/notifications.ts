// Notifications and mentions: nodes, the viewer's lists and unread counts (on User, for the viewer only), the
// mark-read mutations and the live notificationAdded subscription (the signed-in user's own only).
import { createContextCache } from '@pothos/core';
import type { NotificationType } from '../../generated/prisma/enums.ts';
import { describedValues } from './enums.ts';
import { AuthenticationError, NotFoundError } from '../../domain/errors.ts';
import type { RequestContext } from '../../context.ts';
import { canReadProject, readableTeams } from '../../services/access/read-scope.ts';
import { markMentionRead } from '../../services/notifications/mark-mention-read.ts';
import { markAllNotificationsRead, markNotificationRead } from '../../services/notifications/mark-notification-read.ts';
import { NEWEST_FIRST, ownMentions, ownNotifications } from '../../services/notifications/notification-queries.ts';
import { subscribeToNotifications } from '../../services/notifications/notification-events.ts';
import { builder } from '../builder.ts';
import { databaseId } from '../ids.ts';
import { CommentRef } from './comments.ts';
import { TeamRef } from './teams.ts';
import { UserRef } from './users.ts';

/** An id no row has: the where-clause of lists that must come out empty (another user's notifications). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const NotificationTypeEnum = builder.enumType('NotificationType', {
  description:
    'Why a notification was sent: a mention in a comment, a reply to your comment, being added to a team, or an invitation you sent whose email could not be delivered (invitation_failed).',
  values: describedValues<NotificationType>({
    mention: 'Someone mentioned you in a comment.',
    reply: 'Someone replied to your comment.',
    // Quoted: these are the enum's own values, not field names renamed for the wire.
    'team_invite': 'Someone added you to a team.',
    'invitation_failed': 'An invitation you sent could not be delivered by email, and was withdrawn.',
  }),
});

/**
 * The teams of team_invite notifications, loaded together for one request: every notification of a page asks in
 * the same tick, and one query answers them all. Teams the viewer may no longer read come back null.
 */
const teamLoader = createContextCache((ctx: RequestContext) => {
  let batch: { ids: Set<string>; teams: Promise<Map<string, unknown>> } | null = null;
  return (teamId: string) => {
    if (!batch) {
      const ids = new Set<string>();
      const teams = Promise.resolve().then(async () => {
        batch = null;
        const rows = await ctx.db.team.findMany({ where: { AND: [{ id: { in: [...ids] } }, await readableTeams(ctx.viewer)] } });
        return new Map(rows.map((team) => [team.id, team]));
      });
      batch = { ids, teams };
    }
    batch.ids.add(teamId);
    return batch.teams.then((teams) => teams.get(teamId) ?? null);
  };
});

/** The Prisma selection of a notification's or mention's comment, with what deciding its readability needs. */
const COMMENT_ACCESS = { include: { project: { select: { teamId: true, visibility: true } } } } as const;

/** The comment a notification or mention points at, if the viewer may still read it. */
async function stillReadable<C extends { project: { teamId: string; visibility: string } }>(ctx: RequestContext, comment: C | null): Promise<C | null> {
  return comment && (await canReadProject(ctx.viewer, comment.project)) ? comment : null;
}

export const NotificationRef = builder.prismaNode('Notification', {
  description: 'Something that happened for the signed-in user. Only its recipient can read it.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer.user?.id ?? NOBODY }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    type: t.expose('type', { type: NotificationTypeEnum, description: 'Mention, reply, team_invite or invitation_failed.' }),
    isRead: t.exposeBoolean('isRead', { description: 'Whether the recipient marked it read.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    actor: t.relation('actor', { nullable: true, description: 'Who did it; null if that account is gone.' }),
    recipient: t.relation('user', { description: 'Who it is for (the viewer), e.g. to read their new unread count with a live notification.' }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The comment (for mention and reply); null when the recipient can no longer read it.',
      select: (_args, _ctx, nestedSelection) => ({ comment: nestedSelection(COMMENT_ACCESS) }),
      resolve: (notification, _args, ctx) => stillReadable(ctx, notification.comment),
    }),
    team: t.field({
      type: TeamRef,
      nullable: true,
      description: 'The team (for team_invite and invitation_failed); null when the recipient can no longer read it.',
      select: { teamId: true },
      resolve: (notification, _args, ctx) => (notification.teamId ? (teamLoader(ctx)(notification.teamId) as never) : null),
    }),
  }),
});

export const MentionRef = builder.prismaNode('Mention', {
  description: 'An @username mention of the signed-in user in a comment. Only the mentioned user can read it.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, mentionedUserId: ctx.viewer.user?.id ?? NOBODY }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    isRead: t.exposeBoolean('isRead', { description: 'Whether the mentioned user marked it read.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the mention was made.' }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The comment with the mention; null when the user can no longer read it.',
      select: (_args, _ctx, nestedSelection) => ({ comment: nestedSelection(COMMENT_ACCESS) }),
      resolve: (mention, _args, ctx) => stillReadable(ctx, mention.comment),
    }),
  }),
});

/** Only the viewer's own User object answers these; for anyone else they are empty (lists) or null (counts). */
const ownOnly = (ctx: RequestContext) => ctx.viewer.user?.id ?? NOBODY;

builder.prismaObjectFields('User', (t) => ({
  notifications: t.relatedConnection('notifications', {
    cursor: 'id',
    totalCount: true,
    description: "The user's notifications, newest first: only on the viewer's own User (empty for others).",
    args: {
      type: t.arg({ type: NotificationTypeEnum, description: 'Only this type.' }),
      isRead: t.arg.boolean({ description: 'Only read (true) or unread (false) ones.' }),
    },
    query: (args, ctx) => ({
      where: { userId: ownOnly(ctx), ...(args.type ? { type: args.type } : {}), ...(args.isRead == null ? {} : { isRead: args.isRead }) },
      orderBy: NEWEST_FIRST,
    }),
  }),
  mentions: t.relatedConnection('mentionsReceived', {
    cursor: 'id',
    totalCount: true,
    description: "Comments that mention the user, newest first: only on the viewer's own User (empty for others).",
    args: { isRead: t.arg.boolean({ description: 'Only read (true) or unread (false) ones.' }) },
    query: (args, ctx) => ({ where: { mentionedUserId: ownOnly(ctx), ...(args.isRead == null ? {} : { isRead: args.isRead }) }, orderBy: NEWEST_FIRST }),
  }),
  unreadNotificationCount: t.int({
    nullable: true,
    description: "How many of the user's notifications are unread: only on the viewer's own User (null for others).",
    select: { id: true },
    resolve: async (user, _args, ctx) => (user.id === ctx.viewer.user?.id ? ctx.db.notification.count({ where: ownNotifications(ctx, { isRead: false }) }) : null),
  }),
  unreadMentionCount: t.int({
    nullable: true,
    description: "How many of the user's mentions are unread: only on the viewer's own User (null for others).",
    select: { id: true },
    resolve: async (user, _args, ctx) => (user.id === ctx.viewer.user?.id ? ctx.db.mention.count({ where: ownMentions(ctx, { isRead: false }) }) : null),
  }),
}));

/** `viewer` on mutation payloads, so that a client's unread counts update with the result. */
const VIEWER_DESCRIPTION = 'The signed-in user, with the new unread counts.';
const viewerRow = (ctx: RequestContext) => ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer.requireUser().id } });

builder.relayMutationField(
  'markNotificationRead',
  { description: 'The notification to mark read.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Marks one of the viewer's notifications read (a mention notification also marks its mention).",
    errors: { types: [AuthenticationError, NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ notification: await markNotificationRead(ctx, databaseId(input.id, 'Notification')) }),
  },
  {
    description: 'The notification, now read.',
    outputFields: (t) => ({
      notification: t.field({ type: NotificationRef, description: 'The notification.', resolve: (p) => p.notification }),
      viewer: t.field({ type: UserRef, description: VIEWER_DESCRIPTION, resolve: (_p, _a, ctx) => viewerRow(ctx) }),
    }),
  },
);

builder.relayMutationField(
  'markMentionRead',
  { description: 'The mention to mark read.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Marks one of the viewer's mentions read (and its notification).",
    errors: { types: [AuthenticationError, NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ mention: await markMentionRead(ctx, databaseId(input.id, 'Mention')) }),
  },
  {
    description: 'The mention, now read.',
    outputFields: (t) => ({
      mention: t.field({ type: MentionRef, description: 'The mention.', resolve: (p) => p.mention }),
      viewer: t.field({ type: UserRef, description: VIEWER_DESCRIPTION, resolve: (_p, _a, ctx) => viewerRow(ctx) }),
    }),
  },
);

const MarkAllNotificationsReadPayload = builder.objectRef<{ updatedCount: number }>('MarkAllNotificationsReadPayload').implement({
  description: 'What marking everything read changed.',
  fields: (t) => ({
    updatedCount: t.exposeInt('updatedCount', { description: 'How many notifications were unread before.' }),
    viewer: t.field({ type: UserRef, description: VIEWER_DESCRIPTION, resolve: (_p, _a, ctx) => viewerRow(ctx) }),
  }),
});

builder.mutationField('markAllNotificationsRead', (t) =>
  t.field({
    type: MarkAllNotificationsReadPayload,
    description: "Marks all of the viewer's notifications and mentions read.",
    errors: { types: [AuthenticationError] },
    resolve: async (_root, _args, ctx) => ({ updatedCount: await markAllNotificationsRead(ctx) }),
  }),
);

builder.subscriptionField('notificationAdded', (t) =>
  t.prismaField({
    type: 'Notification',
    nullable: true,
    description: "A new notification for the signed-in user (theirs only; needs sign-in). Null if it was withdrawn before delivery.",
    subscribe: (_root, _args, ctx) => subscribeToNotifications(ctx),
    resolve: (query, event: { notificationId: string }, _args, ctx) =>
      ctx.db.notification.findFirst({ ...query, where: { id: event.notificationId, userId: ctx.viewer.requireUser().id } }),
  }),
);
