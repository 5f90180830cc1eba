import { graphql } from 'react-relay';
import type { useLoginMutation as Mutation } from '../__generated__/useLoginMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useLoginMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on Error { message code }
        ... on SessionPayload {
          accessToken
          refreshToken
          user { databaseId username displayName email isAdmin emailVerified }
        }
      }
    }
  `);
  const login = async (email: string, password: string) => unwrap((await run({ input: { email, password } })).login);
  return [login, inFlight] as const;
}
