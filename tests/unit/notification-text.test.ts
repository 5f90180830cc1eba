import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText, type NotificationFacts } from '../../web/src/components/notifications/notification-text.ts';

const comment = { teamId: 't1', projectId: 'p1', archetypeId: 'a1' };
const base: NotificationFacts = { type: 'mention', actorName: 'Olivia', teamName: null, teamId: null, comment };

describe('notification text and links', () => {
  it.each<[Partial<NotificationFacts>, string, string | null]>([
    [{}, 'Olivia mentioned you in a comment', '/teams/t1/projects/p1/assets?archetype=a1'],
    [{ type: 'reply', actorName: null }, 'Someone replied to your comment', '/teams/t1/projects/p1/assets?archetype=a1'],
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
