import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLogMatchMutation as Mutation, useLogMatchMutation$rawResponse } from '../__generated__/useLogMatchMutation.graphql';
import { placeMatch } from '../relay/match-lists.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const LOG_MATCH = graphql`
  mutation useLogMatchMutation($input: LogMatchInput!) @raw_response_type {
    logMatch(input: $input) {
      __typename
      ... on LogMatchPayload {
        match {
          id
          isActive
          matchDate
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
 * Logs a match and puts it in the given match lists at once (the server's row replaces the guess; placing is
 * idempotent, as the same match may also arrive over the matchLogged subscription); rejects with the server's
 * message (validation, permission) as a MutationError, and the guess disappears.
 */
export function useLogMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(LOG_MATCH);
  const logMatch = async (input: LogMatchInput, connections: readonly string[], optimistic: OptimisticMatch) => {
    const place = (store: RecordSourceSelectorProxy) => {
      const match = store.getRootField('logMatch')?.getLinkedRecord('match');
      if (match) for (const connection of connections) placeMatch(store, connection, match);
    };
    const response = await run(
      { input },
      {
        optimisticResponse: { logMatch: { __typename: 'LogMatchPayload', match: { id: `client:optimistic-match:${++optimisticIds}`, ...optimistic } } },
        optimisticUpdater: place,
        updater: place,
      },
    );
    return unwrap(response.logMatch).match;
  };
  return [logMatch, inFlight] as const;
}
