import { graphql } from 'react-relay';
import type { useTeamSettingsMutations_updateMutation as Update } from '../__generated__/useTeamSettingsMutations_updateMutation.graphql';
import type { useTeamSettingsMutations_deleteMutation as Delete } from '../__generated__/useTeamSettingsMutations_deleteMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const update = graphql`
  mutation useTeamSettingsMutations_updateMutation($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      __typename
      ... on Error { message code }
      ... on UpdateTeamPayload { team { id name description visibility } }
    }
  }
`;
const remove = graphql`
  mutation useTeamSettingsMutations_deleteMutation($input: DeleteTeamInput!) {
    deleteTeam(input: $input) {
      __typename
      ... on Error { message code }
      ... on DeleteTeamPayload { deletedId }
    }
  }
`;

export type UpdateTeamInput = Update['variables']['input'];

/** Saving a team's settings (updated in place in the store) and deleting it (the screen navigated to reads its lists again). */
export function useTeamSettingsMutations() {
  const [runUpdate, updating] = usePromiseMutation<Update>(update);
  const [runDelete, deleting] = usePromiseMutation<Delete>(remove);
  return {
    busy: updating || deleting,
    update: async (input: UpdateTeamInput) => unwrap((await runUpdate({ input })).updateTeam).team,
    remove: async (id: string) => unwrap((await runDelete({ input: { id } })).deleteTeam),
  };
}
