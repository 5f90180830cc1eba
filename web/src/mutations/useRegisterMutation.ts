import { graphql } from 'react-relay';
import type { useRegisterMutation as Mutation, RegisterInput } from '../__generated__/useRegisterMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useRegisterMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on RegisterPayload { message emailVerified verificationMailStatus user { username } }
      }
    }
  `);
  const register = async (input: RegisterInput) => unwrap((await run({ input })).register);
  return [register, inFlight] as const;
}
