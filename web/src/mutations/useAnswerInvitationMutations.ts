import { graphql } from 'react-relay';
import type { useAnswerInvitationMutationsAcceptMutation as Accept } from '../__generated__/useAnswerInvitationMutationsAcceptMutation.graphql';
import type { useAnswerInvitationMutationsDeclineMutation as Decline } from '../__generated__/useAnswerInvitationMutationsDeclineMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Lists the answer changes: the invitation leaves `invitations`; an accepted one's team joins `teams`. */
interface Lists {
  invitations: string;
  teams: string;
}

/** Accepts an invitation: it leaves the invitation list (and the bell) and its team joins the viewer's teams. */
export function useAcceptInvitationMutation() {
  const [run, inFlight] = usePromiseMutation<Accept>(graphql`
    mutation useAnswerInvitationMutationsAcceptMutation($input: AcceptInvitationInput!, $invitations: [ID!]!, $teams: [ID!]!) {
      acceptInvitation(input: $input) {
        __typename
        ... on Error { message code }
        ... on AcceptInvitationPayload {
          acceptedId @deleteEdge(connections: $invitations)
          team @prependNode(connections: $teams, edgeTypeName: "QueryMyTeamsConnectionEdge") {
            id
            name
            ...TeamCard_team
          }
          # The invitation's notification is gone: the bell's count and first page as they are now.
          viewer { id unreadNotificationCount ...NotificationsMenu_viewer }
        }
      }
    }
  `);
  const accept = async (id: string, lists: Lists) => {
    const response = await run(
      { input: { id }, invitations: [lists.invitations], teams: [lists.teams] },
      {
        updater: (store, data) => {
          if (data?.acceptInvitation.__typename !== 'AcceptInvitationPayload') return;
          shiftTotalCount(store, [lists.invitations], -1);
          shiftTotalCount(store, [lists.teams], 1);
        },
      },
    );
    return unwrap(response.acceptInvitation).team;
  };
  return [accept, inFlight] as const;
}

/** Declines an invitation: it leaves the invitation list and the bell. */
export function useDeclineInvitationMutation() {
  const [run, inFlight] = usePromiseMutation<Decline>(graphql`
    mutation useAnswerInvitationMutationsDeclineMutation($input: DeclineInvitationInput!, $invitations: [ID!]!) {
      declineInvitation(input: $input) {
        __typename
        ... on Error { message code }
        ... on DeclineInvitationPayload {
          deletedId @deleteEdge(connections: $invitations)
          viewer { id unreadNotificationCount ...NotificationsMenu_viewer }
        }
      }
    }
  `);
  const decline = async (id: string, invitations: string) => {
    const response = await run(
      { input: { id }, invitations: [invitations] },
      {
        updater: (store, data) => {
          if (data?.declineInvitation.__typename === 'DeclineInvitationPayload') shiftTotalCount(store, [invitations], -1);
        },
      },
    );
    unwrap(response.declineInvitation);
  };
  return [decline, inFlight] as const;
}
