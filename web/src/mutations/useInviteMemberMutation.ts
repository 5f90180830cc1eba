import { graphql } from 'react-relay';
import type { useInviteMemberMutation as Mutation, InviteMemberInput } from '../__generated__/useInviteMemberMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useInviteMemberMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useInviteMemberMutation($input: InviteMemberInput!) {
      inviteMember(input: $input) {
        __typename
        ... on Error { message code }
        ... on InviteMemberPayload { message mailStatus }
      }
    }
  `);
  /**
   * Resolves to the server's message ("Invitation sent to …", or that the invitation email is not
   * sent yet) and whether that email is still pending.
   */
  const invite = async (input: InviteMemberInput) => {
    const { message, mailStatus } = unwrap((await run({ input })).inviteMember);
    return { message, mailPending: mailStatus === 'pending' };
  };
  return [invite, inFlight] as const;
}
