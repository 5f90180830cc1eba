// Running a team: changing members' roles, removing members, leaving, transferring ownership, and changing or
// deleting the team itself. The rules are the services' (services/teams/member-permissions.ts and the commands).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { MemberRoleInput, UpdateTeamInput } from '../../domain/validation/teams.ts';
import { changeMemberRole } from '../../services/teams/change-member-role.ts';
import { deleteTeam } from '../../services/teams/delete-team.ts';
import { leaveTeam, removeMember } from '../../services/teams/remove-member.ts';
import { transferOwnership } from '../../services/teams/transfer-ownership.ts';
import { updateTeam } from '../../services/teams/update-team.ts';
import { builder } from '../builder.ts';
import { DELETE_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { databaseId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { TeamRoleEnum, VisibilityEnum } from './enums.ts';
import { TeamMemberRef, TeamRef } from './teams.ts';

const TEAM_ID = { required: true, description: 'Global ID or database id of the team.' } as const;
const MEMBER_ID = { required: true, description: 'Global ID or database id of the member (a User).' } as const;

builder.relayMutationField(
  'changeMemberRole',
  {
    description: 'The member and their new role.',
    inputFields: (t) => ({
      teamId: t.id(TEAM_ID),
      userId: t.id(MEMBER_ID),
      role: t.field({ type: TeamRoleEnum, required: true, description: 'ADMIN or MEMBER; OWNER is given only by transferTeamOwnership.' }),
    }) satisfies FieldsOf<MemberRoleInput, never, 'teamId' | 'userId'>,
  },
  {
    description: "Makes a member an admin or a plain member (owner and admins; an admin cannot change the owner or another admin).",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input: { teamId, userId, role } }, ctx) => ({
      member: await changeMemberRole(ctx, databaseId(teamId, 'Team'), databaseId(userId, 'User'), { role }),
    }),
  },
  {
    description: 'The member with their new role.',
    outputFields: (t) => ({ member: t.field({ type: TeamMemberRef, description: 'The changed membership.', resolve: (p) => p.member }) }),
  },
);

builder.relayMutationField(
  'removeMember',
  {
    description: 'The member to remove.',
    inputFields: (t) => ({ teamId: t.id(TEAM_ID), userId: t.id(MEMBER_ID) }),
  },
  {
    description: 'Removes a member from the team (owner and admins; an admin cannot remove the owner or another admin).',
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ membership: await removeMember(ctx, databaseId(input.teamId, 'Team'), databaseId(input.userId, 'User')) }),
  },
  {
    description: 'The membership that ended.',
    outputFields: (t) => ({
      removedMemberId: t.id({ description: 'The global ID of the TeamMember that was removed.', resolve: (p) => encodeGlobalID('TeamMember', p.membership.id) }),
    }),
  },
);

builder.relayMutationField(
  'leaveTeam',
  { description: 'The team to leave.', inputFields: (t) => ({ teamId: t.id(TEAM_ID) }) },
  {
    description: 'The viewer leaves the team. The owner cannot (ForbiddenError) before transferring ownership.',
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await leaveTeam(ctx, databaseId(input.teamId, 'Team'));
      return { leftTeamId: input.teamId };
    },
  },
  { description: 'The team left.', outputFields: (t) => ({ leftTeamId: t.id({ description: 'The team ID that was given.', resolve: (p) => p.leftTeamId }) }) },
);

builder.relayMutationField(
  'transferTeamOwnership',
  { description: 'The team and its new owner.', inputFields: (t) => ({ teamId: t.id(TEAM_ID), userId: t.id({ required: true, description: 'Global ID or database id of the member who becomes the owner (a User).' }) }) },
  {
    description: 'Hands the team to another member (owner only); the former owner stays as an admin.',
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => transferOwnership(ctx, databaseId(input.teamId, 'Team'), { userId: databaseId(input.userId, 'User') }),
  },
  { description: 'The team with its new owner.', outputFields: (t) => ({ team: t.field({ type: TeamRef, description: 'The team.', resolve: (p) => p.team }) }) },
);

builder.relayMutationField(
  'updateTeam',
  {
    description: 'Fields to change; absent fields stay as they are.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the team.' }),
      name: t.string({ description: 'New name.' }),
      description: t.string({ description: 'New description; empty clears it.' }),
      visibility: t.field({ type: VisibilityEnum, description: 'Public or private.' }),
    }) satisfies FieldsOf<UpdateTeamInput, never, 'id'>,
  },
  {
    description: "Changes the team's name, description or visibility (owner only).",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => updateTeam(ctx, databaseId(id, 'Team'), changes),
  },
  { description: 'The changed team.', outputFields: (t) => ({ team: t.field({ type: TeamRef, description: 'The team after the change.', resolve: (p) => p.team }) }) },
);

builder.relayMutationField(
  'deleteTeam',
  { description: 'The team to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: 'Deletes the team with all its projects and everything in them (owner only).',
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => {
      await deleteTeam(ctx, databaseId(input.id, 'Team'));
      return { deletedId: input.id };
    },
  },
  { description: 'What was deleted.', outputFields: (t) => ({ deletedId: t.id({ description: 'The ID that was given.', resolve: (p) => p.deletedId }) }) },
);
