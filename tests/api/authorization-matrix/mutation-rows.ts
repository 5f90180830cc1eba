// The authorization matrix's rows for GraphQL mutations: every Mutation field.
import { ADMIN_ONLY, AUTHOR, COMMENT, LEAVE, MANAGE_TEAM, OPEN, OWNER_ONLY, OWN_COMMENT, SELF, SIGNED_IN, WRITE_MEMBER } from '../helpers/authz-outcomes.ts';
import { DECK_TEXT, GAME, named } from '../helpers/authz-world.ts';
import { emptyArchive } from '../helpers/archive-round-trip.ts';
import { candidate, stock, probe, w } from './env.ts';
import { gql, mutation, both, fresh, visibilityOf, cards, csvOf, registration, ID, NEW_PASSWORD, type Entry } from './rows.ts';

export const mutationEntries: Entry[] = [
  gql('Mutation.register', OPEN, 'union', mutation('register'), () => ({ input: registration() })),
  gql('Mutation.confirmEmail', OPEN, 'union', mutation('confirmEmail'), async () => ({ input: { token: await fresh.verificationToken() } })),
  gql('Mutation.resendVerification', OPEN, 'union', mutation('resendVerification'), () => ({ input: { email: fresh.email() } })),
  gql('Mutation.login', OPEN, 'union', mutation('login'), () => ({ input: { email: probe.username, password: probe.password } })),
  gql('Mutation.refreshSession', OPEN, 'union', mutation('refreshSession'), async () => ({ input: { refreshToken: await fresh.refreshToken() } })),
  gql('Mutation.logout', OPEN, 'union', mutation('logout'), async () => ({ input: { refreshToken: await fresh.refreshToken() } })),
  gql('Mutation.requestPasswordReset', OPEN, 'union', mutation('requestPasswordReset'), () => ({ input: { email: fresh.email() } })),
  gql('Mutation.resetPassword', OPEN, 'union', mutation('resetPassword'), async () => ({ input: { token: await fresh.resetToken(), password: NEW_PASSWORD } })),
  gql('Mutation.changePassword', SIGNED_IN, 'union', mutation('changePassword'), (c) => ({ input: { currentPassword: c.password ?? 'unknown', newPassword: NEW_PASSWORD } }), { standIn: true }),
  gql('Mutation.updateProfile', SIGNED_IN, 'union', mutation('updateProfile'), () => ({ input: { displayName: named('any', 'name') } }), { standIn: true }),
  gql('Mutation.changeEmail', SIGNED_IN, 'union', mutation('changeEmail'), (c) => ({ input: { newEmail: fresh.email(), currentPassword: c.password ?? 'unknown' } }), { standIn: true }),
  gql('Mutation.deleteAccount', SIGNED_IN, 'union', mutation('deleteAccount'), (c) => ({ input: { password: c.password ?? 'unknown' } }), { standIn: true }),
  gql('Mutation.signOutOtherSessions', SIGNED_IN, 'union', 'mutation { signOutOtherSessions { __typename ... on Error { message } } }', undefined, { standIn: true }),
  gql('Mutation.endSession', SELF, 'union', mutation('endSession'), async () => ({ input: { id: await fresh.memberSession() } })),

  gql('Mutation.createTeam', SIGNED_IN, 'union', mutation('createTeam'), () => ({ input: { name: named('any', 'team') } })),
  gql('Mutation.inviteMember', MANAGE_TEAM, 'union', mutation('inviteMember'), (c) => ({ input: { teamId: ID('Team', c.s.team.id), identifier: fresh.email(), role: 'admin' } })),
  gql('Mutation.updateTeam', OWNER_ONLY, 'union', mutation('updateTeam'), (c) => ({ input: { id: ID('Team', c.s.team.id), description: named(c.scope, 'about') } })),
  gql('Mutation.deleteTeam', OWNER_ONLY, 'union', mutation('deleteTeam'), async (c) => ({ input: { id: ID('Team', await fresh.squad(c)) } })),
  gql('Mutation.changeMemberRole', MANAGE_TEAM, 'union', mutation('changeMemberRole'), async (c) => ({ input: { teamId: await fresh.squad(c), userId: ID('User', w.member.id), role: 'admin' } })),
  gql('Mutation.removeMember', MANAGE_TEAM, 'union', mutation('removeMember'), async (c) => ({ input: { teamId: ID('Team', await fresh.squad(c)), userId: w.member.id } })),
  gql('Mutation.leaveTeam', LEAVE, 'union', mutation('leaveTeam'), async (c) => ({ input: { teamId: ID('Team', await fresh.squad(c)) } })),
  gql('Mutation.transferTeamOwnership', OWNER_ONLY, 'union', mutation('transferTeamOwnership'), async (c) => ({ input: { teamId: await fresh.squad(c), userId: w.admin.id } })),
  gql('Mutation.updateProject', MANAGE_TEAM, 'union', mutation('updateProject'), (c) => ({ input: { id: ID('Project', c.s.project.id), description: named(c.scope, 'brief') } })),
  gql('Mutation.deleteProject', MANAGE_TEAM, 'union', mutation('deleteProject'), async (c) => ({ input: { id: ID('Project', await fresh.project(c)) } })),
  gql('Mutation.createProject', WRITE_MEMBER, 'union', mutation('createProject'), (c) => ({
    input: { teamId: c.s.team.id, name: named(c.scope, 'project'), game: GAME, visibility: visibilityOf(c) },
  })),
  gql('Mutation.importProject', MANAGE_TEAM, 'union', mutation('importProject'), (c) => ({ input: { teamId: ID('Team', c.s.team.id), archive: emptyArchive(named(c.scope, 'project')) } })),
  gql('Mutation.createArchetype', WRITE_MEMBER, 'union', mutation('createArchetype'), (c) => ({ input: { projectId: ID('Project', c.s.project.id), name: named(c.scope, 'archetype'), game: GAME } })),
  gql('Mutation.updateArchetype', WRITE_MEMBER, 'union', mutation('updateArchetype'), (c) => ({ input: { id: c.s.archetypes[0], description: named(c.scope, 'notes') } })),
  gql('Mutation.deleteArchetype', WRITE_MEMBER, 'union', mutation('deleteArchetype'), async (c) => ({ input: { id: ID('Archetype', await fresh.archetype(c)) } })),
  gql('Mutation.importDecklist', WRITE_MEMBER, 'union', mutation('importDecklist'), (c) => ({ input: { archetypeId: c.s.archetypes[0], rawText: DECK_TEXT, name: named(c.scope, 'import') } })),
  gql('Mutation.createDecklist', WRITE_MEMBER, 'union', mutation('createDecklist'), (c) => ({ input: { archetypeId: c.s.archetypes[0], name: named(c.scope, 'list'), cards } })),
  gql('Mutation.updateDecklist', WRITE_MEMBER, 'union', mutation('updateDecklist'), (c) => ({ input: { id: ID('Decklist', c.s.decklist.id), cards } })),
  gql('Mutation.saveSideboardGuide', WRITE_MEMBER, 'union', mutation('saveSideboardGuide'), (c) => ({ input: { decklistId: c.s.decklist.id, opponentArchetypeId: c.s.archetypes[1], in: [], out: [], notes: named(c.scope, 'notes') } })),
  gql('Mutation.deleteDecklist', WRITE_MEMBER, 'union', mutation('deleteDecklist'), async (c) => ({ input: { id: await fresh.decklist(c) } })),
  gql('Mutation.logMatch', WRITE_MEMBER, 'union', mutation('logMatch'), (c) => ({ input: { projectId: c.s.project.id, winnerArchetypeId: c.s.archetypes[0], loserArchetypeId: c.s.archetypes[1] } })),
  gql('Mutation.updateMatch', WRITE_MEMBER, 'union', mutation('updateMatch'), (c) => ({ input: { id: ID('Match', c.s.matches[0]), notes: named(c.scope, 'notes') } })),
  gql('Mutation.deleteMatch', WRITE_MEMBER, 'union', mutation('deleteMatch'), async (c) => ({ input: { id: await fresh.match(c) } })),
  gql('Mutation.saveMetagame', WRITE_MEMBER, 'union', mutation('saveMetagame'), (c) => ({ input: { projectId: c.s.project.id, shares: [{ archetypeId: c.s.archetypes[0], share: 1 }] } })),
  gql('Mutation.saveTestPlan', WRITE_MEMBER, 'union', mutation('saveTestPlan'), (c) => ({
    input: { projectId: c.s.project.id, matchups: [{ archetypeId: c.s.archetypes[0], opponentId: c.s.archetypes[1], maxIntervalWidth: 0.3 }] },
  })),
  gql('Mutation.importMatchesCsv', WRITE_MEMBER, 'union', mutation('importMatchesCsv'), (c) => ({ input: { projectId: c.s.project.id, csv: csvOf(c) } })),

  gql('Mutation.postComment', COMMENT, 'union', mutation('postComment'), (c) => ({
    input: { commentableType: 'archetype', commentableId: c.s.archetypes[0], content: named(c.scope, 'remark') },
  })),
  gql('Mutation.updateComment', AUTHOR, 'union', mutation('updateComment'), (c) => ({ input: { id: ID('Comment', c.s.reply), content: named(c.scope, 'second thoughts') } }), { note: "the member's" }),
  gql('Mutation.updateComment', OWN_COMMENT, 'union', mutation('updateComment'), async (c) => ({ input: { id: await fresh.ownComment(c), content: named(c.scope, 'edited') } }), {
    note: "the caller's own",
  }),
  gql('Mutation.deleteComment', AUTHOR, 'union', mutation('deleteComment'), async (c) => ({ input: { id: await fresh.comment(c) } }), { note: "the member's" }),
  gql('Mutation.deleteComment', OWN_COMMENT, 'union', mutation('deleteComment'), async (c) => ({ input: { id: await fresh.ownComment(c) } }), { note: "the caller's own" }),
  gql('Mutation.markMentionRead', SELF, 'union', mutation('markMentionRead'), () => ({ input: { id: ID('Mention', stock.memberMention) } })),
  gql('Mutation.createAccessToken', SIGNED_IN, 'union', mutation('createAccessToken'), () => ({ input: { name: named('any', 'script'), scope: 'read' } })),
  gql('Mutation.revokeAccessToken', SELF, 'union', mutation('revokeAccessToken'), async () => ({ input: { id: ID('PersonalAccessToken', await fresh.memberToken()) } })),
  gql('Mutation.acceptInvitation', SELF, 'union', mutation('acceptInvitation'), async () => ({ input: { id: ID('Invitation', await fresh.invitationToMember()) } })),
  gql('Mutation.declineInvitation', SELF, 'union', mutation('declineInvitation'), async () => ({ input: { id: ID('Invitation', await fresh.invitationToMember()) } })),
  gql('Mutation.revokeInvitation', MANAGE_TEAM, 'union', mutation('revokeInvitation'), async (c) => ({ input: { teamId: ID('Team', c.s.team.id), id: await fresh.teamInvitation(c) } })),
  gql('Mutation.markNotificationRead', SELF, 'union', mutation('markNotificationRead'), () => ({ input: { id: stock.memberNotification } })),
  gql('Mutation.markAllNotificationsRead', SIGNED_IN, 'union', 'mutation { markAllNotificationsRead { __typename ... on Error { message } } }'),

  gql('Mutation.setUserAdmin', ADMIN_ONLY, 'union', mutation('setUserAdmin'), () => ({ input: { userId: ID('User', candidate.id), isAdmin: true } })),
  gql('Mutation.adminDeleteUser', ADMIN_ONLY, 'union', mutation('adminDeleteUser'), async () => ({ input: { id: await fresh.user() } })),
  gql('Mutation.adminDeleteTeam', both(ADMIN_ONLY), 'union', mutation('adminDeleteTeam'), async (c) => ({ input: { id: ID('Team', await fresh.team(c)) } })),
  gql('Mutation.adminDeleteProject', both(ADMIN_ONLY), 'union', mutation('adminDeleteProject'), async (c) => ({ input: { id: await fresh.project(c) } })),
  gql('Mutation.adminDeleteArchetype', both(ADMIN_ONLY), 'union', mutation('adminDeleteArchetype'), async (c) => ({ input: { id: await fresh.archetype(c) } })),
  gql('Mutation.adminDeleteDecklist', both(ADMIN_ONLY), 'union', mutation('adminDeleteDecklist'), async (c) => ({ input: { id: ID('Decklist', await fresh.decklist(c)) } })),
];
