import { graphql, usePaginationFragment } from 'react-relay';
import type { ArchetypesTable_query$key } from '../../__generated__/ArchetypesTable_query.graphql';
import type { ArchetypesTablePaginationQuery } from '../../__generated__/ArchetypesTablePaginationQuery.graphql';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { AdminTable } from './AdminTable.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { AdminActions } from './admin-actions.ts';

export function ArchetypesTable({ query, actions }: { query: ArchetypesTable_query$key; actions: AdminActions }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ArchetypesTablePaginationQuery, ArchetypesTable_query$key>(
    graphql`
      fragment ArchetypesTable_query on Query
      @refetchable(queryName: "ArchetypesTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminArchetypes(first: $count, after: $cursor) @connection(key: "ArchetypesTable_adminArchetypes") {
          __id
          totalCount
          edges {
            node { id name shortName game format isActive createdAt project { name } }
          }
        }
      }
    `,
    query,
  );
  const connection = data.adminArchetypes;
  return (
    <AdminTable
      caption="Archetypes"
      rows={connection.edges.map((edge) => edge.node)}
      total={connection.totalCount}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onLoadMore={() => loadNext(50)}
      empty="No archetypes."
      columns={[
        { header: 'Name', cell: (a) => <strong>{a.name || 'Unnamed Archetype'}</strong> },
        { header: 'Short', cell: (a) => a.shortName },
        { header: 'Project', cell: (a) => a.project.name },
        { header: 'Game', cell: (a) => a.game },
        { header: 'Format', cell: (a) => a.format ?? '—' },
        { header: 'Status', cell: (a) => (a.isActive ? <Badge tone="public">Active</Badge> : <Badge>Inactive</Badge>) },
        { header: 'Created', cell: (a) => formatDate(a.createdAt) },
        { header: 'Actions', cell: (a) => <DeleteButton actions={actions} request={{ kind: 'archetype', id: a.id, name: a.name, connection: connection.__id }} /> },
      ]}
    />
  );
}
