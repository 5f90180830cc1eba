import { graphql } from 'react-relay';
import type { useUpdateArchetypeMutation as Mutation } from '../__generated__/useUpdateArchetypeMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const UPDATE_ARCHETYPE = graphql`
  mutation useUpdateArchetypeMutation($input: UpdateArchetypeInput!) {
    updateArchetype(input: $input) {
      __typename
      ... on UpdateArchetypePayload {
        archetype {
          id
          name
          shortName
          description
          isActive
          revision
          ...ArchetypeListItem_archetype
          ...EditArchetypeModal_archetype
        }
      }
      ... on EditConflictError {
        currentRevision
        changes
        current {
          ... on Archetype {
            id
            name
            shortName
            description
            isActive
            ...ArchetypeListItem_archetype @alias(as: "listItem")
            ...EditArchetypeModal_archetype @alias(as: "editor")
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

export type UpdateArchetypeInput = Mutation['variables']['input'];

/** Saves changes to an archetype; the store updates it wherever it is shown (lists, panel, matrix labels). */
export function useUpdateArchetypeMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(UPDATE_ARCHETYPE);
  const update = async (input: UpdateArchetypeInput) => unwrap((await run({ input })).updateArchetype).archetype;
  return [update, inFlight] as const;
}
