import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText, type NotificationFacts } from '../../web/src/components/notifications/notification-text.ts';

const comment = { teamId: 't1', projectId: 'p1', archetypeId: 'a1', commentableId: 'd2', commentId: 'c1', thread: 'decklist' as const };
const base: NotificationFacts = { type: 'mention', actorName: 'Olivia', teamName: null, teamId: null, comment };

describe('notification text and links', () => {
  it.each<[Partial<NotificationFacts>, string, string | null]>([
    // The thread opens on the assets page, scrolled to the comment; a decklist's under its archetype, that decklist shown.
    [{}, 'Olivia mentioned you in a comment', '/teams/t1/projects/p1/assets?archetype=a1&decklist=d2&comment=c1&thread=decklist'],
    [{ type: 'reply', actorName: null }, 'Someone replied to your comment', '/teams/t1/projects/p1/assets?archetype=a1&decklist=d2&comment=c1&thread=decklist'],
    [{ comment: { ...comment, commentableId: 'a1', thread: 'archetype' } }, 'Olivia mentioned you in a comment', '/teams/t1/projects/p1/assets?archetype=a1&comment=c1&thread=archetype'],
    [{ type: 'reply', comment: null }, 'Olivia replied to your comment', null],
    [{ type: 'team_invite', teamName: 'Open Guild', teamId: 't9', comment: null }, 'Olivia invited you to Open Guild', '/teams'],
    [{ type: 'team_invite', teamName: null, teamId: null, comment: null }, 'Olivia invited you to a team', '/teams'],
    [
      { type: 'invitation_failed', actorName: null, teamName: 'Open Guild', teamId: 't9', comment: null },
      'An invitation to Open Guild could not be delivered by email and was withdrawn',
      '/teams/t9',
    ],
  ])('%j', (change, text, link) => {
    const facts = { ...base, ...change };
    expect(notificationText(facts)).toBe(text);
    expect(notificationLink(facts)).toBe(link);
  });
});
