import { graphql } from 'react-relay';
import type { useDeleteMatchMutation as Mutation } from '../__generated__/useDeleteMatchMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const DELETE_MATCH = graphql`
  mutation useDeleteMatchMutation($input: DeleteMatchInput!) {
    deleteMatch(input: $input) {
      __typename
      ... on DeleteMatchPayload {
        deletedId
      }
      ... on Error {
        message
        code
      }
    }
  }
`;

/** Removes a match from the statistics (soft delete). */
export function useDeleteMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(DELETE_MATCH);
  const deleteMatch = async (id: string) => unwrap((await run({ input: { id } })).deleteMatch);
  return [deleteMatch, inFlight] as const;
}
