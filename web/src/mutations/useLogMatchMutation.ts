import { graphql } from 'react-relay';
import type { useLogMatchMutation as Mutation, useLogMatchMutation$rawResponse } from '../__generated__/useLogMatchMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const LOG_MATCH = graphql`
  mutation useLogMatchMutation($input: LogMatchInput!, $connections: [ID!]!) @raw_response_type {
    logMatch(input: $input) {
      __typename
      ... on LogMatchPayload {
        match @prependNode(connections: $connections, edgeTypeName: "ProjectMatchesConnectionEdge") {
          id
          ...MatchRow_match
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

export type LogMatchInput = Mutation['variables']['input'];

/** The match as the list shows it, guessed from the form while the server answers. */
export type OptimisticMatch = Omit<Extract<useLogMatchMutation$rawResponse['logMatch'], { __typename: 'LogMatchPayload' }>['match'], 'id'>;

let optimisticIds = 0;

/**
 * Logs a match and puts it at the top of the given match lists at once (the server's row replaces the guess);
 * rejects with the server's message (validation, permission) as a MutationError, and the guess disappears.
 */
export function useLogMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(LOG_MATCH);
  const logMatch = async (input: LogMatchInput, connections: readonly string[], optimistic: OptimisticMatch) => {
    const count = (store: Parameters<typeof shiftTotalCount>[0]) => shiftTotalCount(store, connections, 1);
    const response = await run(
      { input, connections: [...connections] },
      {
        optimisticResponse: { logMatch: { __typename: 'LogMatchPayload', match: { id: `client:optimistic-match:${++optimisticIds}`, ...optimistic } } },
        optimisticUpdater: count,
        updater: (store, data) => {
          if (data?.logMatch.__typename === 'LogMatchPayload') count(store);
        },
      },
    );
    return unwrap(response.logMatch).match;
  };
  return [logMatch, inFlight] as const;
}
