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

/** The users `content` mentions who may read the project (its author included, if they mention themselves). */
async function mentionedUsers(db: Db, content: string, project: Project): Promise<Array<{ id: string; usernameKey: string }>> {
  const mentions = findMentions(content);
  if (mentions.length === 0) return [];
  const users = await db.user.findMany({ where: { usernameKey: { in: candidateUsernames(mentions) } }, select: { id: true, usernameKey: true } });
  const byName = new Map(users.map((user) => [user.usernameKey, user]));
  const mentioned = resolveMentions(mentions, new Set(byName.keys())).map((name) => byName.get(name)!);
  const readers = await readersAmong(db, project, mentioned.map((user) => user.id));
  return mentioned.filter((user) => readers.has(user.id));
}

/** The ids of the users `content` mentions who may read the project, without the author. */
export async function mentionedReaders(db: Db, content: string, project: Project, authorId: string): Promise<string[]> {
  return (await mentionedUsers(db, content, project)).map((user) => user.id).filter((id) => id !== authorId);
}

/** The usernames (lower-cased) a comment with this text would highlight once posted: for its preview. */
export async function mentionedReaderNames(db: Db, content: string, project: Project): Promise<Set<string>> {
  return new Set((await mentionedUsers(db, content, project)).map((user) => user.usernameKey));
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
