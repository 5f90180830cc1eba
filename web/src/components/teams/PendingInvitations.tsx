import { graphql, usePaginationFragment } from 'react-relay';
import type { PendingInvitations_query$key } from '../../__generated__/PendingInvitations_query.graphql';
import type { PendingInvitationsPaginationQuery } from '../../__generated__/PendingInvitationsPaginationQuery.graphql';
import { useAcceptInvitationMutation, useDeclineInvitationMutation } from '../../mutations/useAnswerInvitationMutations.ts';
import { LoadMore } from '../ui/LoadMore.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { formatDate } from '../ui/format-date.ts';
import { roleLabel } from './display.ts';

/** The viewer's open invitations to teams, each accepted or declined here; nothing shows when there are none. */
export function PendingInvitations({ query: key, teamsConnection }: { query: PendingInvitations_query$key; teamsConnection: string }) {
  const { data, ...paging } = usePaginationFragment<PendingInvitationsPaginationQuery, PendingInvitations_query$key>(
    graphql`
      fragment PendingInvitations_query on Query
      @refetchable(queryName: "PendingInvitationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        invitations(first: $count, after: $cursor) @connection(key: "PendingInvitations_invitations") {
          __id
          totalCount
          edges {
            node {
              id
              teamName
              role
              expiresAt
              invitedBy {
                name
              }
            }
          }
        }
      }
    `,
    key,
  );
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const toast = useToast();
  const { invitations } = data;
  if (invitations.totalCount === 0) return null;

  const answer = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast(done, 'success');
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  };

  return (
    <section className="card invitations" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations</h2>
      <ul className="invitation-list">
        {invitations.edges.map(({ node }) => (
          <li key={node.id} className="invitation-row">
            <div>
              <strong>{node.teamName}</strong>
              <p className="muted">
                {node.invitedBy.name} invited you as {roleLabel(node.role)} · expires {formatDate(node.expiresAt)}
              </p>
            </div>
            <div className="invitation-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={accepting || declining}
                aria-label={`Accept invitation to ${node.teamName}`}
                onClick={() => answer(() => accept(node.id, { invitations: invitations.__id, teams: teamsConnection }), `You joined ${node.teamName}`)}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={accepting || declining}
                aria-label={`Decline invitation to ${node.teamName}`}
                onClick={() => answer(() => decline(node.id, invitations.__id), 'Invitation declined')}
              >
                Decline
              </button>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore paging={paging} shown={invitations.edges.length} total={invitations.totalCount} noun="invitations" />
    </section>
  );
}
