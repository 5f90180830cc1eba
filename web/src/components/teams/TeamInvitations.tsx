import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TeamInvitations_team$key } from '../../__generated__/TeamInvitations_team.graphql';
import type { TeamInvitationsPaginationQuery } from '../../__generated__/TeamInvitationsPaginationQuery.graphql';
import { useRevokeInvitationMutation } from '../../mutations/useRevokeInvitationMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { formatDate } from '../ui/format-date.ts';
import { LoadMore } from '../ui/LoadMore.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { roleLabel } from './display.ts';
import './teams.css';

/**
 * The team's open invitations, for its owner and admins: whom, as what, by whom, until when, and Revoke. Nothing
 * shows when there are none (the server lists none to anyone else).
 */
export function TeamInvitations({ team: key }: { team: TeamInvitations_team$key }) {
  const { data: team, ...paging } = usePaginationFragment<TeamInvitationsPaginationQuery, TeamInvitations_team$key>(
    graphql`
      fragment TeamInvitations_team on Team
      @refetchable(queryName: "TeamInvitationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        pendingInvitations(first: $count, after: $cursor) @connection(key: "TeamInvitations_pendingInvitations") {
          __id
          totalCount
          edges {
            node {
              id
              invitedAs
              role
              createdAt
              expiresAt
              invitedBy { name }
            }
          }
        }
      }
    `,
    key,
  );
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [doomed, setDoomed] = useState<{ id: string; invitedAs: string } | null>(null);
  const toast = useToast();
  const { pendingInvitations: pending } = team;
  if (pending.totalCount === 0) return null;

  const confirm = async () => {
    if (!doomed) return;
    try {
      await revoke(team.id, doomed.id, pending.__id);
      toast(`Invitation to ${doomed.invitedAs} revoked`, 'success');
    } catch (error) {
      toast(messageOf(error, 'The invitation could not be revoked'), 'error');
    }
    setDoomed(null);
  };

  return (
    <section className="team-members" aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title">
        Pending invitations <span className="list-count">{pending.totalCount}</span>
      </h2>
      <ul className="team-member-list card">
        {pending.edges.map(({ node }) => (
          <li key={node.id} className="team-member-row team-invitation-row">
            <span className="team-member-names">
              <strong>{node.invitedAs}</strong>
              <span className="muted small">
                as {roleLabel(node.role)} · invited by {node.invitedBy.name} on {formatDate(node.createdAt)}
              </span>
            </span>
            <span className="muted small team-member-joined">Expires {formatDate(node.expiresAt)}</span>
            <span className="row team-member-actions">
              <button type="button" className="btn btn-danger btn-sm" aria-label={`Revoke the invitation to ${node.invitedAs}`} onClick={() => setDoomed({ id: node.id, invitedAs: node.invitedAs })}>
                Revoke
              </button>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore paging={paging} shown={pending.edges.length} total={pending.totalCount} noun="invitations" pageSize={20} />
      {doomed && (
        <ConfirmDialog
          title="Revoke invitation"
          message={`Revoke the invitation to ${doomed.invitedAs}? Its link stops working and it leaves their invitations; you can invite them again.`}
          confirmLabel="Revoke"
          danger
          busy={revoking}
          onConfirm={() => void confirm()}
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
