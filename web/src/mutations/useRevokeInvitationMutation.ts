import { graphql } from 'react-relay';
import type { useRevokeInvitationMutation as Mutation } from '../__generated__/useRevokeInvitationMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Revokes one of a team's open invitations: it leaves the team's pending list. */
export function useRevokeInvitationMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useRevokeInvitationMutation($input: RevokeInvitationInput!, $connections: [ID!]!) {
      revokeInvitation(input: $input) {
        __typename
        ... on Error { message code }
        ... on RevokeInvitationPayload {
          deletedId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const revoke = async (teamId: string, id: string, connection: string) => {
    const response = await run(
      { input: { teamId, id }, connections: [connection] },
      {
        updater: (store, data) => {
          if (data?.revokeInvitation.__typename === 'RevokeInvitationPayload') shiftTotalCount(store, [connection], -1);
        },
      },
    );
    unwrap(response.revokeInvitation);
  };
  return [revoke, inFlight] as const;
}
