import { graphql, usePaginationFragment } from 'react-relay';
import type { DecklistsTable_query$key } from '../../__generated__/DecklistsTable_query.graphql';
import type { DecklistsTablePaginationQuery } from '../../__generated__/DecklistsTablePaginationQuery.graphql';
import { formatDate } from '../ui/format-date.ts';
import { AdminTable } from './AdminTable.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { AdminActions } from './admin-actions.ts';

export function DecklistsTable({ query, actions }: { query: DecklistsTable_query$key; actions: AdminActions }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DecklistsTablePaginationQuery, DecklistsTable_query$key>(
    graphql`
      fragment DecklistsTable_query on Query
      @refetchable(queryName: "DecklistsTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminDecklists(first: $count, after: $cursor) @connection(key: "DecklistsTable_adminDecklists") {
          __id
          totalCount
          edges {
            node { id name versionTag updatedAt createdBy { username } archetype { name project { name } } }
          }
        }
      }
    `,
    query,
  );
  const connection = data.adminDecklists;
  return (
    <AdminTable
      caption="Decklists"
      rows={connection.edges.map((edge) => edge.node)}
      total={connection.totalCount}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onLoadMore={() => loadNext(50)}
      empty="No decklists."
      columns={[
        { header: 'Name', cell: (d) => <strong>{d.name}</strong> },
        { header: 'Archetype', cell: (d) => d.archetype.name },
        { header: 'Project', cell: (d) => d.archetype.project.name },
        { header: 'Version', cell: (d) => d.versionTag },
        { header: 'Created by', cell: (d) => d.createdBy?.username ?? '—' },
        { header: 'Updated', cell: (d) => formatDate(d.updatedAt) },
        { header: 'Actions', cell: (d) => <DeleteButton actions={actions} request={{ kind: 'decklist', id: d.id, name: d.name, connection: connection.__id }} /> },
      ]}
    />
  );
}
