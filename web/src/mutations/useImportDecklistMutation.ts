import { graphql } from 'react-relay';
import type { useImportDecklistMutation as Mutation, ImportDecklistInput } from '../__generated__/useImportDecklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useImportDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useImportDecklistMutation($input: ImportDecklistInput!) {
      importDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on ImportDecklistPayload {
          decklist { id databaseId }
          unmatched { line }
        }
      }
    }
  `);
  const importDecklist = async (input: ImportDecklistInput) => unwrap((await run({ input })).importDecklist);
  return [importDecklist, inFlight] as const;
}
