import { graphql } from 'react-relay';
import type { useUpdateDecklistMutation as Mutation, UpdateDecklistInput } from '../__generated__/useUpdateDecklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Saves an edit as the next version; the payload refreshes the decklist viewer's data in the store. */
export function useUpdateDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useUpdateDecklistMutation($input: UpdateDecklistInput!) {
      updateDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on UpdateDecklistPayload {
          decklist { id ...DecklistViewer_decklist }
          version { versionTag }
        }
      }
    }
  `);
  const update = async (input: UpdateDecklistInput) => unwrap((await run({ input })).updateDecklist);
  return [update, inFlight] as const;
}
