import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { USER_SEARCH_LIMIT, USER_SEARCH_MIN, userSearchSchema, type UserSearchInput } from '../../domain/validation/teams.ts';
import { TEAM_MANAGERS, teamWithRole } from '../access/permissions.ts';

/**
 * Users to suggest in a team's invite box: matching the username or display name, not yet members. Addresses are
 * never matched, so the search cannot tell whether an address has an account. Fewer than two characters find
 * nothing. Only people who may invite can search.
 */
export async function searchUsersToInvite(ctx: RequestContext, teamId: string, input: UserSearchInput) {
  const q = (parseInput(userSearchSchema, input).q ?? '').trim().slice(0, 100);
  const { team } = await teamWithRole(ctx, teamId, TEAM_MANAGERS, 'Only the team owner or an admin can invite members');
  if (q.length < USER_SEARCH_MIN) return [];
  return ctx.db.user.findMany({
    where: {
      emailVerified: true,
      memberships: { none: { teamId: team.id } },
      OR: [
        { usernameKey: { startsWith: q.toLowerCase() } },
        { username: { contains: q, mode: 'insensitive' } },
        { displayName: { contains: q, mode: 'insensitive' } },
      ],
    },
    orderBy: { usernameKey: 'asc' },
    take: USER_SEARCH_LIMIT,
  });
}
