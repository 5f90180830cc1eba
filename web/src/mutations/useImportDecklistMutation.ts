import { graphql } from 'react-relay';
import type { useImportDecklistMutation as Mutation, ImportDecklistInput } from '../__generated__/useImportDecklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Imports deck text as a new decklist; it joins the archetype's decklist connections (`connections`) at once. */
export function useImportDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useImportDecklistMutation($input: ImportDecklistInput!, $connections: [ID!]!) {
      importDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on ImportDecklistPayload {
          decklist @prependNode(connections: $connections, edgeTypeName: "ArchetypeDecklistsConnectionEdge") {
            id
            current { notes }
            ...DecklistViewer_decklist
          }
          unmatched { line }
        }
      }
    }
  `);
  const importDecklist = async (input: ImportDecklistInput, connections: readonly string[]) => unwrap((await run({ input, connections: [...connections] })).importDecklist);
  return [importDecklist, inFlight] as const;
}
