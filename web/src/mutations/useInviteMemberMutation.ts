import { graphql } from 'react-relay';
import type { useInviteMemberMutation as Mutation, InviteMemberInput } from '../__generated__/useInviteMemberMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useInviteMemberMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useInviteMemberMutation($input: InviteMemberInput!) {
      inviteMember(input: $input) {
        __typename
        ... on Error { message code }
        ... on InviteMemberPayload { message }
      }
    }
  `);
  /** Resolves to the server's message ("x was added to y" or "Invitation sent to …"). */
  const invite = async (input: InviteMemberInput) => unwrap((await run({ input })).inviteMember).message;
  return [invite, inFlight] as const;
}
