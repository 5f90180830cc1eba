import { graphql } from 'react-relay';
import type { useUpdateMatchMutation as Mutation } from '../__generated__/useUpdateMatchMutation.graphql';
import { syncMatch } from '../relay/match-lists.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const UPDATE_MATCH = graphql`
  mutation useUpdateMatchMutation($input: UpdateMatchInput!) {
    updateMatch(input: $input) {
      __typename
      ... on UpdateMatchPayload {
        match {
          id
          isActive
          matchDate
          revision
          ...MatchRow_match
          ...EditMatchModal_match
        }
      }
      ... on EditConflictError {
        currentRevision
        changes
        current {
          ... on Match {
            id
            ...MatchRow_match @alias(as: "row")
            ...EditMatchModal_match @alias(as: "editor")
          }
        }
      }
      ... on Error {
        message
        code
      }
      ... on ValidationError {
        problems {
          field
          message
        }
      }
    }
  }
`;

export type UpdateMatchInput = Mutation['variables']['input'];

/**
 * Saves changes to a match. The store updates its row where it is shown, and the row moves in `connection` when its
 * date changed; rejects with the server's message as a MutationError.
 */
export function useUpdateMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(UPDATE_MATCH);
  const updateMatch = async (input: UpdateMatchInput, connection: string, listShowsDeleted: boolean) =>
    unwrap(
      (
        await run(
          { input },
          {
            updater: (store) => {
              const match = store.getRootField('updateMatch')?.getLinkedRecord('match');
              if (match) syncMatch(store, connection, match, listShowsDeleted);
            },
          },
        )
      ).updateMatch,
    ).match;
  return [updateMatch, inFlight] as const;
}
