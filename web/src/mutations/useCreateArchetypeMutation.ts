import { graphql } from 'react-relay';
import type { useCreateArchetypeMutation as Mutation, CreateArchetypeInput } from '../__generated__/useCreateArchetypeMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useCreateArchetypeMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateArchetypeMutation($input: CreateArchetypeInput!) {
      createArchetype(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateArchetypePayload {
          archetype { id databaseId name }
        }
      }
    }
  `);
  const create = async (input: CreateArchetypeInput) => unwrap((await run({ input })).createArchetype).archetype;
  return [create, inFlight] as const;
}
