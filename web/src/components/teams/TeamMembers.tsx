import { graphql, usePaginationFragment } from 'react-relay';
import type { TeamMembers_team$key } from '../../__generated__/TeamMembers_team.graphql';
import type { TeamMembersPaginationQuery } from '../../__generated__/TeamMembersPaginationQuery.graphql';
import { LoadMore } from '../ui/LoadMore.tsx';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { roleLabel } from './display.ts';
import './teams.css';

/** Who is in the team: username, display name, role and when they joined. Only members are shown this list. */
export function TeamMembers({ team: key }: { team: TeamMembers_team$key }) {
  const { data: team, ...paging } = usePaginationFragment<TeamMembersPaginationQuery, TeamMembers_team$key>(
    graphql`
      fragment TeamMembers_team on Team
      @refetchable(queryName: "TeamMembersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        members(first: $count, after: $cursor) @connection(key: "TeamMembers_members") {
          totalCount
          edges {
            node {
              id
              role
              joinedAt
              user {
                username
                displayName
              }
            }
          }
        }
      }
    `,
    key,
  );
  return (
    <section className="team-members" aria-labelledby="team-members-title">
      <h2 id="team-members-title">
        Members <span className="list-count">{team.members.totalCount}</span>
      </h2>
      <ul className="team-member-list card">
        {team.members.edges.map(({ node: member }) => (
          <li key={member.id} className="team-member-row">
            <span className="team-member-avatar" aria-hidden="true">
              {(member.user.displayName || member.user.username).slice(0, 1).toUpperCase()}
            </span>
            <span className="team-member-names">
              <strong>{member.user.displayName || member.user.username}</strong>
              <span className="muted small">@{member.user.username}</span>
            </span>
            <Badge tone={member.role === 'member' ? 'default' : 'primary'}>{roleLabel(member.role)}</Badge>
            <span className="muted small team-member-joined">Joined {formatDate(member.joinedAt)}</span>
          </li>
        ))}
      </ul>
      <LoadMore paging={paging} shown={team.members.edges.length} total={team.members.totalCount} noun="members" />
    </section>
  );
}
