import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useCreateArchetypeMutation as Mutation, CreateArchetypeInput } from '../__generated__/useCreateArchetypeMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** An archetype list in the store that a new archetype joins at the top (lists are newest first). */
export interface ArchetypeList {
  connectionId: string;
  /** The connection's edge type: the project's list and the decks page's list have their own. */
  edgeType: 'ProjectArchetypesConnectionEdge' | 'QueryArchetypesConnectionEdge';
}

/** Creates an archetype; it appears at the top of `list` and counts in its project's archetype count. */
export function useCreateArchetypeMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateArchetypeMutation($input: CreateArchetypeInput!) {
      createArchetype(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateArchetypePayload {
          archetype {
            id
            databaseId
            project { id archetypeCount }
            ...ArchetypeListItem_archetype
          }
        }
      }
    }
  `);
  const create = async (input: CreateArchetypeInput, list: ArchetypeList) => {
    const response = await run(
      { input },
      {
        updater: (store) => {
          const archetype = store.getRootField('createArchetype')?.getLinkedRecord('archetype');
          const connection = store.get(list.connectionId);
          if (!archetype || !connection) return;
          ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, archetype, list.edgeType));
          shiftTotalCount(store, [list.connectionId], 1);
        },
      },
    );
    return unwrap(response.createArchetype).archetype;
  };
  return [create, inFlight] as const;
}
