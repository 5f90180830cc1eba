import { graphql } from 'react-relay';
import type { useProjectSettingsMutations_updateMutation as Update } from '../__generated__/useProjectSettingsMutations_updateMutation.graphql';
import type { useProjectSettingsMutations_deleteMutation as Delete } from '../__generated__/useProjectSettingsMutations_deleteMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const update = graphql`
  mutation useProjectSettingsMutations_updateMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      __typename
      ... on Error { message code }
      ... on UpdateProjectPayload { project { id name description visibility game format tags isActive } }
    }
  }
`;
const remove = graphql`
  mutation useProjectSettingsMutations_deleteMutation($input: DeleteProjectInput!) {
    deleteProject(input: $input) {
      __typename
      ... on Error { message code }
      ... on DeleteProjectPayload { deletedId }
    }
  }
`;

export type UpdateProjectInput = Update['variables']['input'];

/** Saving a project's settings (updated in place wherever it is shown) and deleting it (the screen navigated to reads its lists again). */
export function useProjectSettingsMutations() {
  const [runUpdate, updating] = usePromiseMutation<Update>(update);
  const [runDelete, deleting] = usePromiseMutation<Delete>(remove);
  return {
    busy: updating || deleting,
    update: async (input: UpdateProjectInput) => unwrap((await runUpdate({ input })).updateProject).project,
    remove: async (id: string) => unwrap((await runDelete({ input: { id } })).deleteProject),
  };
}
