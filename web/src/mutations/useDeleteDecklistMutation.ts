import { graphql } from 'react-relay';
import type { useDeleteDecklistMutation as Mutation } from '../__generated__/useDeleteDecklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useDeleteDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useDeleteDecklistMutation($input: DeleteDecklistInput!) {
      deleteDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on DeleteDecklistPayload { deletedId }
      }
    }
  `);
  const remove = async (id: string) => unwrap((await run({ input: { id } })).deleteDecklist);
  return [remove, inFlight] as const;
}
