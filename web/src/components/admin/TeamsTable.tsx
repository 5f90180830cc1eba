import { graphql, usePaginationFragment } from 'react-relay';
import type { TeamsTable_query$key } from '../../__generated__/TeamsTable_query.graphql';
import type { TeamsTablePaginationQuery } from '../../__generated__/TeamsTablePaginationQuery.graphql';
import { VisibilityBadge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { AdminTable } from './AdminTable.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { AdminActions } from './admin-actions.ts';

export function TeamsTable({ query, actions }: { query: TeamsTable_query$key; actions: AdminActions }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TeamsTablePaginationQuery, TeamsTable_query$key>(
    graphql`
      fragment TeamsTable_query on Query
      @refetchable(queryName: "TeamsTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminTeams(first: $count, after: $cursor) @connection(key: "TeamsTable_adminTeams") {
          __id
          totalCount
          edges {
            node {
              id
              databaseId
              name
              visibility
              createdAt
              owner { username }
              members(first: 0) { totalCount }
              projects(first: 0) { totalCount }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.adminTeams;
  return (
    <AdminTable
      caption="Teams"
      rows={connection.edges.map((edge) => edge.node)}
      total={connection.totalCount}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onLoadMore={() => loadNext(50)}
      empty="No teams."
      columns={[
        { header: 'Name', cell: (team) => <a href={`/teams/${team.databaseId}`}>{team.name || 'Unnamed Team'}</a> },
        { header: 'Owner', cell: (team) => team.owner.username },
        { header: 'Visibility', cell: (team) => <VisibilityBadge visibility={team.visibility} /> },
        { header: 'Members', cell: (team) => team.members.totalCount },
        { header: 'Projects', cell: (team) => team.projects.totalCount },
        { header: 'Created', cell: (team) => formatDate(team.createdAt) },
        { header: 'Actions', cell: (team) => <DeleteButton actions={actions} request={{ kind: 'team', id: team.id, name: team.name, connection: connection.__id }} /> },
      ]}
    />
  );
}
