import { graphql } from 'react-relay';
import type { useCreateProjectMutation as Mutation, CreateProjectInput } from '../__generated__/useCreateProjectMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Creates a project in one of the viewer's teams; it appears at the top of the given project lists (newest first). */
export function useCreateProjectMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
      createProject(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateProjectPayload {
          project @prependNode(connections: $connections, edgeTypeName: "TeamProjectsConnectionEdge") {
            id
            name
            ...ProjectCard_project
          }
        }
      }
    }
  `);
  const createProject = async (input: CreateProjectInput, connections: readonly string[]) => {
    const response = await run(
      { input, connections: [...connections] },
      {
        updater: (store, data) => {
          if (data?.createProject.__typename === 'CreateProjectPayload') shiftTotalCount(store, connections, 1);
        },
      },
    );
    return unwrap(response.createProject).project;
  };
  return [createProject, inFlight] as const;
}
