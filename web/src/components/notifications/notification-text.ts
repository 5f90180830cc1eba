// What a notification says and where it leads. A comment opens its thread on the assets page, scrolled to it
// (comment-link.ts); a team invitation leads to /teams, where it is accepted or declined; an invitation email that
// could not be delivered leads to the team.
import { commentPath, type CommentPlace } from '../comments/comment-link.ts';

export type NotificationKind = 'mention' | 'reply' | 'team_invite' | 'invitation_failed';

export interface NotificationFacts {
  type: NotificationKind;
  actorName: string | null;
  teamName: string | null;
  teamId: string | null;
  comment: CommentPlace | null;
}

export function notificationText({ type, actorName, teamName }: NotificationFacts): string {
  const actor = actorName ?? 'Someone';
  if (type === 'mention') return `${actor} mentioned you in a comment`;
  if (type === 'reply') return `${actor} replied to your comment`;
  if (type === 'invitation_failed') {
    return `An invitation to ${teamName ?? 'your team'} could not be delivered by email and was withdrawn`;
  }
  return teamName ? `${actor} invited you to ${teamName}` : `${actor} invited you to a team`;
}

/** The page to open, or null when the thing is gone or no longer readable. */
export function notificationLink({ type, teamId, comment }: NotificationFacts): string | null {
  if (type === 'team_invite') return '/teams';
  if (type === 'invitation_failed') return teamId ? `/teams/${teamId}` : null;
  return comment ? commentPath(comment) : null;
}
