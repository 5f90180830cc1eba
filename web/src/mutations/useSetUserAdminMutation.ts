import { graphql } from 'react-relay';
import type { useSetUserAdminMutation as Mutation } from '../__generated__/useSetUserAdminMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useSetUserAdminMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useSetUserAdminMutation($input: SetUserAdminInput!) {
      setUserAdmin(input: $input) {
        __typename
        ... on Error { message code }
        ... on SetUserAdminPayload { message user { id isAdmin } }
      }
    }
  `);
  const setAdmin = async (userId: string, isAdmin: boolean) => unwrap((await run({ input: { userId, isAdmin } })).setUserAdmin).message;
  return [setAdmin, inFlight] as const;
}
