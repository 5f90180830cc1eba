import { graphql } from 'react-relay';
import type { useDeleteDecklistMutation as Mutation } from '../__generated__/useDeleteDecklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Deletes a decklist (by Relay ID) and takes it out of the given decklist connections. */
export function useDeleteDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useDeleteDecklistMutation($input: DeleteDecklistInput!, $connections: [ID!]!) {
      deleteDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on DeleteDecklistPayload { deletedId @deleteEdge(connections: $connections) }
      }
    }
  `);
  const remove = async (id: string, connections: readonly string[]) => unwrap((await run({ input: { id }, connections: [...connections] })).deleteDecklist);
  return [remove, inFlight] as const;
}
