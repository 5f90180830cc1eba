import { graphql } from 'react-relay';
import type { useSaveMetagameMutation as Mutation } from '../__generated__/useSaveMetagameMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const SAVE_METAGAME = graphql`
  mutation useSaveMetagameMutation($input: SaveMetagameInput!) {
    saveMetagame(input: $input) {
      __typename
      ... on SaveMetagamePayload {
        metagame {
          asOf
          revision
        }
      }
      ... on EditConflictError {
        currentRevision
        changes
        current {
          ... on Project {
            id
            ...ExpectedWinRatePanel_project @alias(as: "metagame")
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

export type SaveMetagameInput = Mutation['variables']['input'];

/**
 * Saves a project's metagame. The expected win rates and the deck choice are computed from it on the server, so the
 * caller asks for them again once it is saved.
 */
export function useSaveMetagameMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(SAVE_METAGAME);
  const save = async (input: SaveMetagameInput) => unwrap((await run({ input })).saveMetagame).metagame;
  return [save, inFlight] as const;
}
