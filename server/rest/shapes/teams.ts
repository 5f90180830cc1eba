// REST shapes of teams and members.
import type { Team, TeamMember, TeamRole, User } from '../../generated/prisma/client.ts';

export function teamJson(team: Team, role: TeamRole | null = null) {
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

export function memberJson(member: Pick<TeamMember, 'role' | 'joinedAt'> & { user: Pick<User, 'id' | 'username' | 'displayName'> }) {
  return {
    id: member.user.id,
    username: member.user.username,
    display_name: member.user.displayName,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  };
}
