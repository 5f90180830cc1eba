import { graphql } from 'react-relay';
import type { useImportProjectMutation as Mutation } from '../__generated__/useImportProjectMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Recreates a project from its archive in one of the viewer's teams; it joins the given project lists at the top. */
export function useImportProjectMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useImportProjectMutation($input: ImportProjectInput!, $connections: [ID!]!) {
      importProject(input: $input) {
        __typename
        ... on Error { message code }
        ... on ImportProjectPayload {
          project @prependNode(connections: $connections, edgeTypeName: "TeamProjectsConnectionEdge") {
            id
            databaseId
            teamDatabaseId
            name
            ...ProjectCard_project
          }
        }
      }
    }
  `);
  const importProject = async (teamId: string, archive: unknown, connections: readonly string[]) => {
    const response = await run(
      { input: { teamId, archive }, connections: [...connections] },
      {
        updater: (store, data) => {
          if (data?.importProject.__typename === 'ImportProjectPayload') shiftTotalCount(store, connections, 1);
        },
      },
    );
    return unwrap(response.importProject).project;
  };
  return [importProject, inFlight] as const;
}
