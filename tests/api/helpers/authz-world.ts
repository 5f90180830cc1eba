// The authorization matrix's data: buildWorld's teams and projects, each project stocked with what every entry point
// needs a target for (two archetypes, a decklist with two versions, two matches, a comment thread with a reply that
// mentions the member), and the strings that must never reach someone who may not read them.
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { buildWorld, type World } from './world.ts';
import { signedInUser } from './users.ts';

/** private: the private project of the private team; public: the public team's project; shared: the public project of the private team. */
export type Scope = 'private' | 'public' | 'shared';

export interface ScopeStock {
  team: { id: string };
  project: { id: string };
  /** Two archetypes, so that matches can be logged between them. */
  archetypes: [string, string];
  /** A decklist of the first archetype with versions 1 and 2 (version ids in that order). */
  decklist: { id: string; versions: [string, string] };
  matches: [string, string];
  /** The owner's comment on the first archetype, mentioning the member. */
  comment: string;
  /** The member's reply to it. */
  reply: string;
  /** The member's TeamMember row in the scope's team. */
  membership: string;
}

export interface Stock {
  world: World;
  scopes: Record<Scope, ScopeStock>;
  /** The member's mention notification and mention from the private thread (only the member may read them). */
  memberNotification: string;
  memberMention: string;
  /** A personal access token of the member's. */
  memberToken: string;
  /** An open invitation to the member. */
  memberInvitation: string;
  /** What anonymous visitors and outsiders must never receive: private names (all contain "Secret") and ids. */
  privateSecrets: string[];
  /** What nobody but the member may receive: the ids of the member's notifications and mentions. */
  memberSecrets: string[];
}

export const GAME = 'Magic: The Gathering';
export const DECK_TEXT = '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain';

let counter = 0;

/**
 * A unique name for something created in a scope. Everything created in the private project says "Secret", so one
 * substring finds any private text in a response; nothing else ever does.
 */
export function named(scope: Scope | 'any', what: string): string {
  counter += 1;
  return `${scope === 'private' ? 'Secret' : scope === 'any' ? 'Scratch' : 'Open'} ${what} ${counter}`;
}

/** Calls the API as `token` and answers the body, failing the test unless the call succeeded. */
/**
 * An open invitation to `email` from a team, written directly: the matrix makes more than invitation mails' limits
 * allow (services/throttle.ts), and sending them is not what it checks.
 */
export async function openInvitation(t: TestApp, teamId: string, invitedById: string, email: string): Promise<string> {
  const invitation = await t.app.deps.db.invitation.create({
    data: { teamId, email, invitedAs: email, role: 'member', codeHash: randomUUID(), invitedById, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return invitation.id;
}

/** An open invitation to the member, from a team none of the roles belongs to. */
export async function invitationToMember(t: TestApp, world: World): Promise<string> {
  const host = await signedInUser(t);
  const team = await created(t, host.token, 'POST', '/teams', { name: 'Recruiting Cell' });
  return openInvitation(t, team.id, host.id, world.member.email);
}

export async function created(t: TestApp, token: string, method: string, path: string, body: object): Promise<any> {
  const response = await t.rest(method, path, { token, body });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

async function stockProject(t: TestApp, world: World, scope: Scope, team: { id: string }, project: { id: string }): Promise<ScopeStock> {
  const { member, owner } = world;
  const archetype = async (what: string) =>
    (await created(t, member.token, 'POST', '/archetypes', { project_id: project.id, name: named(scope, what), game: GAME })).id as string;
  const archetypes: [string, string] = [await archetype('Alpha'), await archetype('Beta')];
  const decklist = await created(t, member.token, 'POST', '/decklists/import', { archetype_id: archetypes[0], raw_text: DECK_TEXT, name: named(scope, 'List') });
  await created(t, member.token, 'PUT', `/decklists/${decklist.id}`, { cards: [{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Mountain', quantity: 20 }], change_summary: 'Cut the Swiftspears' });
  const versions = (await t.rest('GET', `/decklists/${decklist.id}/versions`, { token: member.token })).body.map((v: { id: string }) => v.id).reverse();
  const match = async () =>
    (await created(t, member.token, 'POST', '/matches', { project_id: project.id, winner_archetype_id: archetypes[0], loser_archetype_id: archetypes[1], went_first: true })).id as string;
  const matches: [string, string] = [await match(), await match()];
  const target = { commentable_type: 'archetype', commentable_id: archetypes[0] };
  const comment = (await created(t, owner.token, 'POST', '/comments', { ...target, content: `${named(scope, 'plan')}, @${member.username} take a look` })).data.id;
  const reply = (await created(t, member.token, 'POST', '/comments', { ...target, parent_id: comment, content: named(scope, 'answer') })).data.id;
  const membership = (await t.app.deps.db.teamMember.findUniqueOrThrow({ where: { teamId_userId: { teamId: team.id, userId: member.id } } })).id;
  return { team, project, archetypes, decklist: { id: decklist.id, versions }, matches, comment, reply, membership };
}

/** Global IDs as well as database ids: a leak through GraphQL would carry the former. */
function withGlobalIds(entries: Array<[typename: string, id: string]>): string[] {
  return entries.flatMap(([typename, id]) => [id, encodeGlobalID(typename, id)]);
}

export async function buildStock(t: TestApp): Promise<Stock> {
  const world = await buildWorld(t);
  const scopes = {
    private: await stockProject(t, world, 'private', world.privateTeam, world.privateProject),
    public: await stockProject(t, world, 'public', world.publicTeam, world.publicProject),
    shared: await stockProject(t, world, 'shared', world.privateTeam, world.publicProjectOfPrivateTeam),
  };
  // A second private project whose game and format appear nowhere else: GET /games and /formats must not reveal them.
  const vault = await created(t, world.owner.token, 'POST', '/projects', { team_id: world.privateTeam.id, name: named('private', 'Vault'), game: 'Secretgame', format: 'Secretformat' });

  const db = t.app.deps.db;
  const notifications = await db.notification.findMany({ where: { userId: world.member.id }, select: { id: true, type: true, commentId: true } });
  const mentions = await db.mention.findMany({ where: { mentionedUserId: world.member.id }, select: { id: true, commentId: true } });
  const privateComment = scopes.private.comment;
  const memberNotification = notifications.find((n) => n.type === 'mention' && n.commentId === privateComment)!.id;
  const memberMention = mentions.find((m) => m.commentId === privateComment)!.id;
  const memberInvitation = await invitationToMember(t, world);
  const memberToken = (await created(t, world.member.token, 'POST', '/tokens', { name: 'Member script', scope: 'read' })).id as string;

  const p = scopes.private;
  const privateSecrets = [
    'Secret',
    'Private Squad',
    ...withGlobalIds([
      ['Project', p.project.id],
      ['Project', vault.id],
      ...p.archetypes.map((id): [string, string] => ['Archetype', id]),
      ['Decklist', p.decklist.id],
      ...p.decklist.versions.map((id): [string, string] => ['DecklistVersion', id]),
      ...p.matches.map((id): [string, string] => ['Match', id]),
      ['Comment', p.comment],
      ['Comment', p.reply],
      ['TeamMember', p.membership],
      ['TeamMember', scopes.public.membership],
    ]),
  ];
  const memberSecrets = withGlobalIds([
    ...notifications.map((n): [string, string] => ['Notification', n.id]),
    ...mentions.map((m): [string, string] => ['Mention', m.id]),
    ['PersonalAccessToken', memberToken],
    ['Invitation', memberInvitation],
  ]);
  return { world, scopes, memberNotification, memberMention, memberToken, memberInvitation, privateSecrets, memberSecrets };
}
