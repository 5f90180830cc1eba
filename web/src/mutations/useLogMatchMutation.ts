import { graphql } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLogMatchMutation as Mutation, useLogMatchMutation$rawResponse } from '../__generated__/useLogMatchMutation.graphql';
import { guessId, guessUntilCopied } from '../relay/guesses.ts';
import { matchesIn, placeMatch } from '../relay/match-lists.ts';
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

/** The fields that tell the server's copy of a logged match from other matches in the list. */
const sameMatch = (match: RecordProxy, guess: OptimisticMatch) =>
  match.getLinkedRecord('winnerArchetype')?.getDataID() === guess.winnerArchetype.id &&
  match.getLinkedRecord('loserArchetype')?.getDataID() === guess.loserArchetype.id &&
  (match.getLinkedRecord('winnerUser')?.getDataID() ?? null) === (guess.winnerUser?.id ?? null) &&
  (match.getLinkedRecord('loserUser')?.getDataID() ?? null) === (guess.loserUser?.id ?? null) &&
  notesOf(match.getValue('notes')) === notesOf(guess.notes);

/** Notes as the server keeps them: trimmed, and none when blank. */
const notesOf = (notes: unknown) => (typeof notes === 'string' ? notes.trim() : '') || null;

/**
 * Logs a match and puts it in the given match lists at once (the server's row replaces the guess, whether it comes
 * in the answer or first over the matchLogged subscription; placing is idempotent, as the same match arrives both
 * ways); rejects with the server's message (validation, permission) as a MutationError, and the guess disappears.
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
        optimisticResponse: { logMatch: { __typename: 'LogMatchPayload', match: { id: guessId('logged-match'), ...optimistic } } },
        optimisticUpdater: guessUntilCopied({
          places: (store) => connections.flatMap((connection) => matchesIn(store, connection)),
          isCopy: (match) => sameMatch(match, optimistic),
          show: place,
        }),
        updater: place,
      },
    );
    return unwrap(response.logMatch).match;
  };
  return [logMatch, inFlight] as const;
}
