import { graphql } from 'react-relay';
import type { useDeleteMatchMutation as Mutation } from '../__generated__/useDeleteMatchMutation.graphql';
import { dropMatch } from '../relay/match-lists.ts';
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

/**
 * Removes a match from the statistics (a soft delete: it stays in history, inactive). In the store the match turns
 * inactive; a list that hides deleted matches (`connection`, unless `listShowsDeleted`) loses its row and one from
 * its total.
 */
export function useDeleteMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(DELETE_MATCH);
  const deleteMatch = async (id: string, connection: string, listShowsDeleted: boolean) =>
    unwrap(
      (
        await run(
          { input: { id } },
          {
            updater: (store, data) => {
              if (data?.deleteMatch.__typename !== 'DeleteMatchPayload') return;
              store.get(id)?.setValue(false, 'isActive');
              if (!listShowsDeleted) dropMatch(store, connection, id);
            },
          },
        )
      ).deleteMatch,
    );
  return [deleteMatch, inFlight] as const;
}
