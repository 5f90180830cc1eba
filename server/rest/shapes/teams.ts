// REST shapes of teams and members.
import type { Team, TeamMember, TeamRole, User } from '../../generated/prisma/client.ts';
import { publicUserJson } from './users.ts';

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
}) {
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
