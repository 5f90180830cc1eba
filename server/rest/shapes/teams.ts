// REST shapes of teams and members.
import { z } from 'zod';
import { TeamRole, Visibility, type Team, type TeamMember, type User } from '../../generated/prisma/client.ts';
import { id, instant, optionalText } from './fields.ts';
import { publicUserJson, publicUserSchema } from './users.ts';

export const teamRoleSchema = z.enum(TeamRole).meta({ id: 'TeamRole', description: "A member's role in a team." });
export const visibilitySchema = z.enum(Visibility).meta({ id: 'Visibility', description: 'Who may read a team or project: its members only, or everyone.' });

export const teamSchema = z
  .object({
    id: id(),
    name: z.string(),
    description: optionalText(),
    owner_id: id(),
    visibility: visibilitySchema,
    created_at: instant(),
    role: teamRoleSchema.nullable().meta({ description: "The caller's role in the team; null when not a member or signed out." }),
  })
  .meta({ id: 'Team', description: 'A team.' });

export const teamMemberSchema = z
  .object({ id: id(), username: z.string(), display_name: optionalText(), role: teamRoleSchema, joined_at: instant() })
  .meta({ id: 'TeamMember', description: 'A member of a team (the id is the user\'s).' });

export function teamJson(team: Team, role: TeamRole | null = null): z.infer<typeof teamSchema> {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    owner_id: team.ownerId,
    visibility: team.visibility,
    created_at: team.createdAt.toISOString(),
    role,
  };
}

export function memberJson(member: Pick<TeamMember, 'role' | 'joinedAt'> & { user: Pick<User, 'id' | 'username' | 'displayName'> }): z.infer<typeof teamMemberSchema> {
  return {
    id: member.user.id,
    username: member.user.username,
    display_name: member.user.displayName,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  };
}

export const invitationSchema = z
  .object({
    id: id(),
    team: z.object({ id: id(), name: z.string() }),
    invited_as: z.string().meta({ description: 'The username or address the inviter typed (never the address of an account).' }),
    role: teamRoleSchema,
    invited_by: publicUserSchema,
    created_at: instant(),
    expires_at: instant(),
  })
  .meta({ id: 'Invitation', description: 'An open invitation to join a team.' });

/** An open invitation, as its invitee and the team's managers see it (never the address of an invitee's account). */
export function invitationJson(invitation: {
  id: string;
  email: string;
  invitedAs: string | null;
  role: TeamRole;
  createdAt: Date;
  expiresAt: Date;
  team: Pick<Team, 'id' | 'name'>;
  invitedBy: Pick<User, 'id' | 'username' | 'displayName'>;
}): z.infer<typeof invitationSchema> {
  return {
    id: invitation.id,
    team: { id: invitation.team.id, name: invitation.team.name },
    invited_as: invitation.invitedAs ?? invitation.email,
    role: invitation.role,
    invited_by: publicUserJson(invitation.invitedBy),
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  };
}
