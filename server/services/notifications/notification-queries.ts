// Reading one's own notifications and mentions: newest first, filtered by type and read state, with what a list
// shows about each (who, which comment, which team). Only the recipient ever sees them. A comment or team the
// recipient can no longer read is left out of the item (the notification itself stays, without the content).
import type { RequestContext } from '../../context.ts';
import type { CommentableType, Mention, Notification, Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { mentionFilterSchema, notificationFilterSchema, type MentionFilterInput, type NotificationFilterInput } from '../../domain/validation/notifications.ts';
import { canReadProject, readableTeams } from '../access/read-scope.ts';
import { AUTHOR_FIELDS, type CommentAuthor } from '../comments/comment-queries.ts';
import { excerptOf } from '../comments/comment-content.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const MENTION_NOT_FOUND = 'Mention not found';
export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Where a comment a notification points at is, so that a client can link to it. */
export interface CommentSummary {
  id: string;
  excerpt: string;
  commentableType: CommentableType;
  commentableId: string;
  /** The archetype whose page shows the thread (for a decklist comment, the decklist's archetype). */
  archetypeId: string;
  projectId: string;
  teamId: string;
  author: CommentAuthor | null;
}

export type NotificationItem = Notification & { actor: CommentAuthor | null; comment: CommentSummary | null; team: { id: string; name: string } | null };
export type MentionItem = Mention & { comment: CommentSummary | null };

const COMMENT_FIELDS = {
  select: {
    id: true,
    content: true,
    isActive: true,
    commentableType: true,
    archetypeId: true,
    decklistId: true,
    projectId: true,
    author: AUTHOR_FIELDS,
    project: { select: { teamId: true, visibility: true } },
    decklist: { select: { archetypeId: true } },
  },
} satisfies Prisma.CommentDefaultArgs;

type CommentRow = Prisma.CommentGetPayload<typeof COMMENT_FIELDS>;

async function summaryOf(ctx: RequestContext, comment: CommentRow | null): Promise<CommentSummary | null> {
  if (!comment || !(await canReadProject(ctx.viewer, comment.project))) return null;
  return {
    id: comment.id,
    excerpt: excerptOf(comment),
    commentableType: comment.commentableType,
    commentableId: (comment.archetypeId ?? comment.decklistId)!,
    archetypeId: comment.archetypeId ?? comment.decklist!.archetypeId,
    projectId: comment.projectId,
    teamId: comment.project.teamId,
    author: comment.isActive ? comment.author : null,
  };
}

/** Whose notifications: always the signed-in viewer's own (also the where-clause of the GraphQL connections). */
export function ownNotifications(ctx: RequestContext, filter: { type?: Notification['type']; isRead?: boolean } = {}): Prisma.NotificationWhereInput {
  const user = ctx.viewer.requireUser();
  return { userId: user.id, ...(filter.type ? { type: filter.type } : {}), ...(filter.isRead === undefined ? {} : { isRead: filter.isRead }) };
}

export function ownMentions(ctx: RequestContext, filter: { isRead?: boolean } = {}): Prisma.MentionWhereInput {
  const user = ctx.viewer.requireUser();
  return { mentionedUserId: user.id, ...(filter.isRead === undefined ? {} : { isRead: filter.isRead }) };
}

/** Notification rows with their actor, comment summary and team (one query for the teams of the whole page). */
export async function notificationItems(ctx: RequestContext, where: Prisma.NotificationWhereInput, page: { take?: number; skip?: number } = {}): Promise<NotificationItem[]> {
  const rows = await ctx.db.notification.findMany({ where, orderBy: NEWEST_FIRST, ...page, include: { actor: AUTHOR_FIELDS, comment: COMMENT_FIELDS } });
  const teamIds = [...new Set(rows.map((row) => row.teamId).filter((id): id is string => id !== null))];
  const teams = teamIds.length
    ? await ctx.db.team.findMany({ where: { AND: [{ id: { in: teamIds } }, await readableTeams(ctx.viewer)] }, select: { id: true, name: true } })
    : [];
  const teamById = new Map(teams.map((team) => [team.id, team]));
  return Promise.all(
    rows.map(async ({ comment, ...row }) => ({ ...row, comment: await summaryOf(ctx, comment), team: row.teamId ? (teamById.get(row.teamId) ?? null) : null })),
  );
}

export async function mentionItems(ctx: RequestContext, where: Prisma.MentionWhereInput, page: { take?: number; skip?: number } = {}): Promise<MentionItem[]> {
  const rows = await ctx.db.mention.findMany({ where, orderBy: NEWEST_FIRST, ...page, include: { comment: COMMENT_FIELDS } });
  return Promise.all(rows.map(async ({ comment, ...row }) => ({ ...row, comment: await summaryOf(ctx, comment) })));
}

/** GET /notifications (type, is_read, limit, offset). */
export async function listNotifications(ctx: RequestContext, filterInput: NotificationFilterInput = {}): Promise<NotificationItem[]> {
  const filter = parseInput(notificationFilterSchema, filterInput);
  return notificationItems(ctx, ownNotifications(ctx, filter), { take: filter.limit, skip: filter.offset });
}

/** GET /mentions (is_read, limit, offset). */
export async function listMentions(ctx: RequestContext, filterInput: MentionFilterInput = {}): Promise<MentionItem[]> {
  const filter = parseInput(mentionFilterSchema, filterInput);
  return mentionItems(ctx, ownMentions(ctx, filter), { take: filter.limit, skip: filter.offset });
}

export async function unreadCounts(ctx: RequestContext): Promise<{ notifications: number; mentions: number }> {
  const [notifications, mentions] = await Promise.all([
    ctx.db.notification.count({ where: ownNotifications(ctx, { isRead: false }) }),
    ctx.db.mention.count({ where: ownMentions(ctx, { isRead: false }) }),
  ]);
  return { notifications, mentions };
}
