import { graphql } from 'react-relay';
import type { useConfirmEmailMutation as Mutation } from '../__generated__/useConfirmEmailMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useConfirmEmailMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useConfirmEmailMutation($input: ConfirmEmailInput!) {
      confirmEmail(input: $input) {
        __typename
        ... on Error { message code }
        ... on ConfirmEmailPayload { message alreadyVerified }
      }
    }
  `);
  const confirm = async (token: string) => unwrap((await run({ input: { token } })).confirmEmail);
  return [confirm, inFlight] as const;
}
