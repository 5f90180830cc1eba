// REST shapes of teams and members.
import { z } from 'zod';
import { TeamRole, Visibility, type Team, type TeamMember, type User } from '../../generated/prisma/client.ts';
import { id, instant, optionalText } from './fields.ts';

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
