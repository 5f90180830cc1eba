// Subscribers with equal fingerprints share one execution per event: each still gets the answer its own identity
// calls for (edit rights, membership, e-mail addresses), whoever happened to be executed first.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from './helpers/users.ts';
import { subscribe, until, type Subscription } from './helpers/live.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

let base: string;
let archetype: { id: string };
/** A second signed-in non-member: same fingerprint as the outsider except for authorship. */
let stranger: TestUser;
beforeAll(async () => {
  stranger = await signedInUser(t);
  base = await t.app.start();
  archetype = (await t.rest('POST', '/archetypes', { token: w.owner.token, body: { project_id: w.publicProject.id, name: 'Shared Thread', game: 'Magic: The Gathering' } })).body;
});

const PEOPLE = ['owner', 'member', 'outsider', 'stranger', 'visitor', 'siteAdmin'] as const;
const tokenFor = (who: (typeof PEOPLE)[number]) => (who === 'visitor' ? undefined : who === 'stranger' ? stranger.token : w[who].token);

async function everyoneSubscribed(selection: string) {
  const subs = Object.fromEntries(
    PEOPLE.map((who) => [who, subscribe(base, tokenFor(who), `subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { ${selection} } }`, { id: archetype.id })]),
  ) as Record<(typeof PEOPLE)[number], Subscription>;
  // Probe until every subscription is live, then forget the probes.
  for (let i = 0; i < 50 && PEOPLE.some((who) => subs[who].events.length === 0); i++) {
    await t.rest('POST', '/comments', { token: w.member.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, content: `probe ${i}` } });
    await until(() => PEOPLE.every((who) => subs[who].events.length > 0), 300).catch(() => {});
  }
  for (const who of PEOPLE) subs[who].events.length = 0;
  return subs;
}

describe('shared subscription execution', () => {
  it('gives each subscriber its own edit and reply rights and membership', async () => {
    const subs = await everyoneSubscribed('content viewerCanEdit viewerCanReply author { username } project { viewerIsMember }');
    // Written by the outsider: the stranger differs from the outsider only in not being the author.
    await t.rest('POST', '/comments', { token: w.outsider.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, content: 'Who may do what?' } });
    await until(() => PEOPLE.every((who) => subs[who].events.length === 1));
    const seen = Object.fromEntries(PEOPLE.map((who) => [who, subs[who].events[0].commentAdded]));
    const rights = (edit: boolean, reply: boolean, member: boolean) => ({
      content: 'Who may do what?',
      viewerCanEdit: edit,
      viewerCanReply: reply,
      author: { username: w.outsider.username },
      project: { viewerIsMember: member },
    });
    expect(seen).toEqual({
      owner: rights(false, true, true),
      member: rights(false, true, true),
      outsider: rights(true, true, false),
      stranger: rights(false, true, false),
      visitor: rights(false, false, false),
      siteAdmin: rights(false, true, false),
    });
    await Promise.all(PEOPLE.map((who) => subs[who].close()));
  });

  it('does not share answers that contain personal data', async () => {
    const subs = await everyoneSubscribed('author { username email }');
    await t.rest('POST', '/comments', { token: w.owner.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, content: 'Mine' } });
    await until(() => PEOPLE.every((who) => subs[who].events.length === 1));
    const emails = Object.fromEntries(PEOPLE.map((who) => [who, subs[who].events[0].commentAdded.author.email]));
    expect(emails).toEqual({ owner: w.owner.email, member: null, outsider: null, stranger: null, visitor: null, siteAdmin: w.owner.email });
    await Promise.all(PEOPLE.map((who) => subs[who].close()));
  });
});
