import { graphql } from 'react-relay';
import type { useCreateTeamMutation as Mutation, CreateTeamInput } from '../__generated__/useCreateTeamMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Creates a team owned by the viewer; it appears at the top of the given team lists (newest first). */
export function useCreateTeamMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateTeamMutation($input: CreateTeamInput!, $connections: [ID!]!) {
      createTeam(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateTeamPayload {
          team @prependNode(connections: $connections, edgeTypeName: "QueryMyTeamsConnectionEdge") {
            id
            name
            ...TeamCard_team
          }
        }
      }
    }
  `);
  const createTeam = async (input: CreateTeamInput, connections: readonly string[]) => {
    const response = await run(
      { input, connections: [...connections] },
      {
        updater: (store, data) => {
          if (data?.createTeam.__typename === 'CreateTeamPayload') shiftTotalCount(store, connections, 1);
        },
      },
    );
    return unwrap(response.createTeam).team;
  };
  return [createTeam, inFlight] as const;
}
