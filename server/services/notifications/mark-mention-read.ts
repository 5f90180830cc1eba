import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { MENTION_NOT_FOUND, mentionItems, ownMentions, type MentionItem } from './notification-queries.ts';

/** Marks one of the viewer's mentions read, and the notification that announced it. */
export async function markMentionRead(ctx: RequestContext, mentionId: string): Promise<MentionItem> {
  const where = { ...ownMentions(ctx), id: requireId(mentionId, MENTION_NOT_FOUND) };
  const mention = await ctx.db.mention.findFirst({ where, select: { id: true, commentId: true, mentionedUserId: true } });
  if (!mention) throw new NotFoundError(MENTION_NOT_FOUND);
  await ctx.db.$transaction([
    ctx.db.mention.update({ where: { id: mention.id }, data: { isRead: true } }),
    ctx.db.notification.updateMany({ where: { userId: mention.mentionedUserId, commentId: mention.commentId, type: 'mention' }, data: { isRead: true } }),
  ]);
  const [item] = await mentionItems(ctx, { id: mention.id });
  return item;
}
