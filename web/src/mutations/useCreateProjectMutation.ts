import { graphql } from 'react-relay';
import type { useCreateProjectMutation as Mutation, CreateProjectInput } from '../__generated__/useCreateProjectMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useCreateProjectMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateProjectMutation($input: CreateProjectInput!) {
      createProject(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateProjectPayload {
          project { id databaseId teamDatabaseId name }
        }
      }
    }
  `);
  const createProject = async (input: CreateProjectInput) => unwrap((await run({ input })).createProject).project;
  return [createProject, inFlight] as const;
}
