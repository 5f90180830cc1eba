import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useDeleteMatchMutation as Mutation } from '../__generated__/useDeleteMatchMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
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
              const list = store.get(connection);
              if (listShowsDeleted || !list) return;
              ConnectionHandler.deleteNode(list, id);
              shiftTotalCount(store, [connection], -1);
            },
          },
        )
      ).deleteMatch,
    );
  return [deleteMatch, inFlight] as const;
}
