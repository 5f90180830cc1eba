import { graphql } from 'react-relay';
import type { useAdminDeleteMutation_userMutation as UserMutation } from '../__generated__/useAdminDeleteMutation_userMutation.graphql';
import type { useAdminDeleteMutation_teamMutation as TeamMutation } from '../__generated__/useAdminDeleteMutation_teamMutation.graphql';
import type { useAdminDeleteMutation_projectMutation as ProjectMutation } from '../__generated__/useAdminDeleteMutation_projectMutation.graphql';
import type { useAdminDeleteMutation_archetypeMutation as ArchetypeMutation } from '../__generated__/useAdminDeleteMutation_archetypeMutation.graphql';
import type { useAdminDeleteMutation_decklistMutation as DecklistMutation } from '../__generated__/useAdminDeleteMutation_decklistMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

// One document per deletable kind; each removes the deleted node's edge from the admin table's connection.
const userMutation = graphql`
  mutation useAdminDeleteMutation_userMutation($input: AdminDeleteUserInput!, $connections: [ID!]!) {
    result: adminDeleteUser(input: $input) {
      __typename
      ... on Error { message code }
      ... on AdminDeleteUserPayload { message deletedId @deleteEdge(connections: $connections) }
    }
  }
`;
const teamMutation = graphql`
  mutation useAdminDeleteMutation_teamMutation($input: AdminDeleteTeamInput!, $connections: [ID!]!) {
    result: adminDeleteTeam(input: $input) {
      __typename
      ... on Error { message code }
      ... on AdminDeleteTeamPayload { message deletedId @deleteEdge(connections: $connections) }
    }
  }
`;
const projectMutation = graphql`
  mutation useAdminDeleteMutation_projectMutation($input: AdminDeleteProjectInput!, $connections: [ID!]!) {
    result: adminDeleteProject(input: $input) {
      __typename
      ... on Error { message code }
      ... on AdminDeleteProjectPayload { message deletedId @deleteEdge(connections: $connections) }
    }
  }
`;
const archetypeMutation = graphql`
  mutation useAdminDeleteMutation_archetypeMutation($input: AdminDeleteArchetypeInput!, $connections: [ID!]!) {
    result: adminDeleteArchetype(input: $input) {
      __typename
      ... on Error { message code }
      ... on AdminDeleteArchetypePayload { message deletedId @deleteEdge(connections: $connections) }
    }
  }
`;

const decklistMutation = graphql`
  mutation useAdminDeleteMutation_decklistMutation($input: AdminDeleteDecklistInput!, $connections: [ID!]!) {
    result: adminDeleteDecklist(input: $input) {
      __typename
      ... on Error { message code }
      ... on AdminDeleteDecklistPayload { message deletedId @deleteEdge(connections: $connections) }
    }
  }
`;

export type AdminDeletable = 'user' | 'team' | 'project' | 'archetype' | 'decklist';

/** Deletes one row of an admin table: `remove(kind, globalId, connectionId)` resolves with the server's message. */
export function useAdminDeleteMutation() {
  const [deleteUser, a] = usePromiseMutation<UserMutation>(userMutation);
  const [deleteTeam, b] = usePromiseMutation<TeamMutation>(teamMutation);
  const [deleteProject, c] = usePromiseMutation<ProjectMutation>(projectMutation);
  const [deleteArchetype, d] = usePromiseMutation<ArchetypeMutation>(archetypeMutation);
  const [deleteDecklist, e] = usePromiseMutation<DecklistMutation>(decklistMutation);
  const run = { user: deleteUser, team: deleteTeam, project: deleteProject, archetype: deleteArchetype, decklist: deleteDecklist };
  const remove = async (kind: AdminDeletable, id: string, connection: string) => {
    const response = await run[kind](
      { input: { id }, connections: [connection] },
      {
        // The table says "Showing N of total": the total goes down with the removed row.
        updater: (store, data) => {
          const list = store.get(connection);
          const total = list?.getValue('totalCount');
          if (list && typeof total === 'number' && data?.result.deletedId) list.setValue(total - 1, 'totalCount');
        },
      },
    );
    return unwrap(response.result).message;
  };
  return [remove, a || b || c || d || e] as const;
}
