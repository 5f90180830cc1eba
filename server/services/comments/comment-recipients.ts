// Who hears about a comment: the users it @mentions, and the author of the comment it replies to. Nobody is told
// about a thread they cannot read (a private project's comment never notifies an outsider), nobody is told about
// their own comment, and each person gets one notification per comment.
import type { Db } from '../../db/connect.ts';
import type { Visibility } from '../../generated/prisma/client.ts';
import type { NewNotification } from '../notifications/notify.ts';
import { candidateUsernames, findMentions, resolveMentions } from '../../domain/mentions.ts';

type Project = { teamId: string; visibility: Visibility };

/**
 * Of `userIds`, those who may read the project: everyone for a public project, otherwise its team's members and
 * site admins. The same rule as read-scope.ts, asked about other users than the viewer.
 */
async function readersAmong(db: Db, project: Project, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  if (project.visibility === 'public') return new Set(userIds);
  const readers = await db.user.findMany({
    where: { id: { in: userIds }, OR: [{ isAdmin: true }, { memberships: { some: { teamId: project.teamId } } }] },
    select: { id: true },
  });
  return new Set(readers.map((user) => user.id));
}

/** The ids of the users `content` mentions who may read the project, without the author. */
export async function mentionedReaders(db: Db, content: string, project: Project, authorId: string): Promise<string[]> {
  const mentions = findMentions(content);
  if (mentions.length === 0) return [];
  const users = await db.user.findMany({ where: { usernameKey: { in: candidateUsernames(mentions) } }, select: { id: true, usernameKey: true } });
  const idByName = new Map(users.map((user) => [user.usernameKey, user.id]));
  const mentioned = resolveMentions(mentions, new Set(idByName.keys()))
    .map((name) => idByName.get(name)!)
    .filter((id) => id !== authorId);
  const readers = await readersAmong(db, project, mentioned);
  return mentioned.filter((id) => readers.has(id));
}

/** The parent's author, when a reply should notify them: not the replier, not already mentioned, still a reader. */
export async function replyRecipient(db: Db, project: Project, parentAuthorId: string | null, authorId: string, mentioned: string[]): Promise<string | null> {
  if (!parentAuthorId || parentAuthorId === authorId || mentioned.includes(parentAuthorId)) return null;
  return (await readersAmong(db, project, [parentAuthorId])).has(parentAuthorId) ? parentAuthorId : null;
}

/** The notifications for the users a comment mentions. */
export function mentionNotifications(commentId: string, actorId: string, userIds: string[]): NewNotification[] {
  return userIds.map((userId) => ({ userId, type: 'mention', actorId, commentId }));
}
