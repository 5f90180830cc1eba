import { graphql, usePaginationFragment } from 'react-relay';
import type { ProjectsTable_query$key } from '../../__generated__/ProjectsTable_query.graphql';
import type { ProjectsTablePaginationQuery } from '../../__generated__/ProjectsTablePaginationQuery.graphql';
import { TagList, VisibilityBadge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { AdminTable } from './AdminTable.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { AdminActions } from './admin-actions.ts';

export function ProjectsTable({ query, actions }: { query: ProjectsTable_query$key; actions: AdminActions }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProjectsTablePaginationQuery, ProjectsTable_query$key>(
    graphql`
      fragment ProjectsTable_query on Query
      @refetchable(queryName: "ProjectsTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminProjects(first: $count, after: $cursor) @connection(key: "ProjectsTable_adminProjects") {
          __id
          totalCount
          edges {
            node { id databaseId teamDatabaseId name game format tags visibility createdAt archetypeCount team { name } }
          }
        }
      }
    `,
    query,
  );
  const connection = data.adminProjects;
  return (
    <AdminTable
      caption="Projects"
      rows={connection.edges.map((edge) => edge.node)}
      total={connection.totalCount}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onLoadMore={() => loadNext(50)}
      empty="No projects."
      columns={[
        { header: 'Name', cell: (p) => <a href={`/teams/${p.teamDatabaseId}/projects/${p.databaseId}`}>{p.name || 'Unnamed Project'}</a> },
        { header: 'Team', cell: (p) => p.team?.name ?? '—' },
        { header: 'Game', cell: (p) => p.game || 'Unknown Game' },
        { header: 'Format', cell: (p) => p.format ?? '—' },
        { header: 'Tags', cell: (p) => <TagList tags={p.tags} /> },
        { header: 'Visibility', cell: (p) => <VisibilityBadge visibility={p.visibility} /> },
        { header: 'Archetypes', cell: (p) => p.archetypeCount },
        { header: 'Created', cell: (p) => formatDate(p.createdAt) },
        { header: 'Actions', cell: (p) => <DeleteButton actions={actions} request={{ kind: 'project', id: p.id, name: p.name, connection: connection.__id }} /> },
      ]}
    />
  );
}
