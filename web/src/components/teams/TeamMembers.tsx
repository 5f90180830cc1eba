import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TeamMembers_team$key } from '../../__generated__/TeamMembers_team.graphql';
import type { TeamMembersPaginationQuery } from '../../__generated__/TeamMembersPaginationQuery.graphql';
import { useMemberMutations, type MemberRole } from '../../mutations/useMemberMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSession } from '../../session/useSession.ts';
import { LoadMore } from '../ui/LoadMore.tsx';
import { Badge } from '../ui/Badge.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { formatDate } from '../ui/format-date.ts';
import { useToast } from '../ui/Toasts.tsx';
import { roleLabel } from './display.ts';
import './teams.css';

interface Member {
  userId: string;
  name: string;
}
type Pending = { kind: 'remove' | 'transfer'; member: Member } | null;

/**
 * Who is in the team: username, display name, role and when they joined. Only members are shown this list. Those the
 * viewer may manage (TeamMember.viewerCanManage) get a role select and Remove; the owner can hand the team to anyone.
 */
export function TeamMembers({ team: key }: { team: TeamMembers_team$key }) {
  const { data: team, ...paging } = usePaginationFragment<TeamMembersPaginationQuery, TeamMembers_team$key>(
    graphql`
      fragment TeamMembers_team on Team
      @refetchable(queryName: "TeamMembersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        id
        viewerRole
        members(first: $count, after: $cursor) @connection(key: "TeamMembers_members") {
          __id
          totalCount
          edges {
            node {
              id
              role
              joinedAt
              viewerCanManage
              user {
                id
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
  const session = useSession();
  const toast = useToast();
  const members = useMemberMutations();
  const [pending, setPending] = useState<Pending>(null);

  const changeRole = async (member: Member, role: MemberRole) => {
    try {
      await members.changeRole(team.id, member.userId, role);
      toast(`${member.name} is now ${role === 'admin' ? 'an admin' : 'a member'}`, 'success');
    } catch (error) {
      toast(messageOf(error, 'Could not change the role'), 'error');
    }
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'remove') {
        await members.remove(team.id, pending.member.userId, team.members.__id);
        toast(`${pending.member.name} was removed from the team`, 'success');
      } else {
        await members.transfer(team.id, pending.member.userId);
        toast(`${pending.member.name} now owns the team`, 'success');
      }
    } catch (error) {
      toast(messageOf(error, 'Something went wrong'), 'error');
    }
    setPending(null);
  };

  return (
    <section className="team-members" aria-labelledby="team-members-title">
      <h2 id="team-members-title">
        Members <span className="list-count">{team.members.totalCount}</span>
      </h2>
      <ul className="team-member-list card">
        {team.members.edges.map(({ node: member }) => {
          const name = member.user.displayName || member.user.username;
          const target = { userId: member.user.id, name };
          const isViewer = member.user.username === session?.user.username;
          return (
            <li key={member.id} className="team-member-row">
              <span className="team-member-avatar" aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </span>
              <span className="team-member-names">
                <strong>{name}</strong>
                <span className="muted small">@{member.user.username}</span>
              </span>
              {member.viewerCanManage ? (
                <select
                  className="select select-sm team-member-role"
                  aria-label={`Role of ${name}`}
                  value={member.role}
                  disabled={members.busy}
                  onChange={(event) => void changeRole(target, event.target.value as MemberRole)}
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </select>
              ) : (
                <Badge tone={member.role === 'member' ? 'default' : 'primary'}>{roleLabel(member.role)}</Badge>
              )}
              <span className="muted small team-member-joined">Joined {formatDate(member.joinedAt)}</span>
              {(member.viewerCanManage || team.viewerRole === 'owner') && !isViewer && member.role !== 'owner' && (
                <span className="row team-member-actions">
                  {team.viewerRole === 'owner' && (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPending({ kind: 'transfer', member: target })} aria-label={`Make ${name} the owner`}>
                      Make owner
                    </button>
                  )}
                  {member.viewerCanManage && (
                    <button type="button" className="btn btn-danger btn-sm" onClick={() => setPending({ kind: 'remove', member: target })} aria-label={`Remove ${name}`}>
                      Remove
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <LoadMore paging={paging} shown={team.members.edges.length} total={team.members.totalCount} noun="members" />
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove member"
          message={`Remove ${pending.member.name} from the team? They lose access to its private projects at once; you can invite them again later.`}
          confirmLabel="Remove"
          danger
          busy={members.busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'transfer' && (
        <ConfirmDialog
          title="Transfer ownership"
          message={`Make ${pending.member.name} the owner of this team? You stay in the team as an admin, and only the new owner can change or delete the team.`}
          confirmLabel="Transfer ownership"
          busy={members.busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
