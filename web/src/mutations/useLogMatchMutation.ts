import { graphql } from 'react-relay';
import type { useLogMatchMutation as Mutation } from '../__generated__/useLogMatchMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const LOG_MATCH = graphql`
  mutation useLogMatchMutation($input: LogMatchInput!) {
    logMatch(input: $input) {
      __typename
      ... on LogMatchPayload {
        match {
          id
          databaseId
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

/** Logs a match; rejects with the server's message (validation, permission) as a MutationError. */
export function useLogMatchMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(LOG_MATCH);
  const logMatch = async (input: LogMatchInput) => unwrap((await run({ input })).logMatch).match;
  return [logMatch, inFlight] as const;
}
