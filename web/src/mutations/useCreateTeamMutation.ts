import { graphql } from 'react-relay';
import type { useCreateTeamMutation as Mutation, CreateTeamInput } from '../__generated__/useCreateTeamMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useCreateTeamMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useCreateTeamMutation($input: CreateTeamInput!) {
      createTeam(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateTeamPayload {
          team { id databaseId name }
        }
      }
    }
  `);
  const createTeam = async (input: CreateTeamInput) => unwrap((await run({ input })).createTeam).team;
  return [createTeam, inFlight] as const;
}
