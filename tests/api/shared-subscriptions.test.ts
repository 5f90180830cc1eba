// Subscribers with equal fingerprints share one execution per event: each still gets the answer its own identity
// calls for (edit rights, membership, e-mail addresses), whoever happened to be executed first.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType, isLeafType, isObjectType, parse, type GraphQLNamedType, type OperationDefinitionNode } from 'graphql';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { selectionIsShareable, sharingOf } from '../../server/graphql/shared-subscriptions.ts';
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

  /** Every field path reachable from a comment (objects up to three levels down; fields needing arguments left out). */
  function reachablePaths(type: GraphQLNamedType, depth = 0): string[][] {
    if (!isObjectType(type)) return [];
    return Object.values(type.getFields()).flatMap((field) => {
      if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) return [];
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [[field.name]];
      return depth < 3 ? reachablePaths(named, depth + 1).map((rest) => [field.name, ...rest]) : [];
    });
  }
  const selectionOf = (paths: string[][]) => {
    const tree: Record<string, object> = {};
    for (const path of paths) path.reduce<Record<string, object>>((node, name) => (node[name] ??= {}) as Record<string, object>, tree);
    const print = (node: Record<string, object>): string => Object.entries(node).map(([name, below]) => (Object.keys(below).length ? `${name} { ${print(below as Record<string, object>)} }` : name)).join(' ');
    return print(tree);
  };
  const commentEvents = (selection: string) => `subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { ${selection} } }`;

  it('shares only allow-listed fields, and every one of them answers each subscriber as its own query would', async () => {
    const schema = buildSchema();
    const sharing = sharingOf('commentAdded')!;
    const isShared = (selection: string) => {
      const document = parse(commentEvents(selection));
      const field = (document.definitions[0] as OperationDefinitionNode).selectionSet.selections[0];
      return selectionIsShareable(schema, sharing, schema.getType('Comment')!, field.kind === 'Field' ? field.selectionSet : undefined, {});
    };
    const paths = reachablePaths(schema.getType('Comment')!);
    const shared = paths.filter((path) => isShared(selectionOf([path])));
    expect(paths.length).toBeGreaterThan(shared.length);
    // What leaked before the allow-list, and what is personal, is never shared.
    for (const personal of ['parent { author { unreadNotificationCount } }', 'author { unreadMentionCount }', 'author { email }', 'author { teamCount }', 'parent { viewerCanEdit }', 'replies { viewerCanEdit }']) {
      expect(isShared(personal), personal).toBe(false);
    }
    expect(isShared('content viewerCanEdit author { username } project { viewerIsMember }')).toBe(true);

    // One document with every shareable path, so that its execution is shared; each subscriber's answer must be what
    // that person's own query of the same comment answers. The outsider and the stranger share a fingerprint (signed
    // in, no role, neither wrote the reply) but not an identity: the reply answers the outsider's comment, which
    // mentions the stranger.
    const selection = selectionOf(shared);
    const subs = await everyoneSubscribed(selection);
    const parent = (await t.rest('POST', '/comments', { token: w.outsider.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, content: `What do you think, @${stranger.username}?` } })).body.data;
    const reply = (await t.rest('POST', '/comments', { token: w.owner.token, body: { commentable_type: 'archetype', commentable_id: archetype.id, parent_id: parent.id, content: 'A reply by the owner' } })).body.data;
    // Events of earlier probes may still be arriving: pick the reply's event by its id.
    const replyEvent = (who: (typeof PEOPLE)[number]) => subs[who].events.find((event) => event.commentAdded.databaseId === reply.id)?.commentAdded;
    await until(() => PEOPLE.every((who) => replyEvent(who) !== undefined));
    const commentId = encodeGlobalID('Comment', reply.id);
    for (const who of PEOPLE) {
      const own = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Comment { ${selection} } } }`, { id: commentId }, tokenFor(who));
      expect(own.errors, who).toBeUndefined();
      expect(replyEvent(who), who).toEqual(own.data!.node);
    }
    await Promise.all(PEOPLE.map((who) => subs[who].close()));
  });
});
