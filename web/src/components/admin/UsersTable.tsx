import { graphql, usePaginationFragment } from 'react-relay';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql';
import type { UsersTablePaginationQuery } from '../../__generated__/UsersTablePaginationQuery.graphql';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/format-date.ts';
import { AdminTable } from './AdminTable.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { AdminActions } from './admin-actions.ts';

export function UsersTable({ query, actions }: { query: UsersTable_query$key; actions: AdminActions }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<UsersTablePaginationQuery, UsersTable_query$key>(
    graphql`
      fragment UsersTable_query on Query
      @refetchable(queryName: "UsersTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminUsers(first: $count, after: $cursor) @connection(key: "UsersTable_adminUsers") {
          __id
          totalCount
          edges {
            node { id databaseId username displayName email emailVerified isAdmin teamCount createdAt }
          }
        }
      }
    `,
    query,
  );
  const connection = data.adminUsers;
  const rows = connection.edges.map((edge) => edge.node);
  return (
    <AdminTable
      caption="Users"
      rows={rows}
      total={connection.totalCount}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onLoadMore={() => loadNext(50)}
      empty="No users."
      columns={[
        { header: 'Username', cell: (u) => <strong>{u.username}</strong> },
        { header: 'Display name', cell: (u) => u.displayName ?? '—' },
        { header: 'Email', cell: (u) => u.email ?? '—' },
        { header: 'Role', cell: (u) => (u.isAdmin ? <Badge tone="primary">Admin</Badge> : <Badge>User</Badge>) },
        { header: 'Verified', cell: (u) => (u.emailVerified ? 'Yes' : 'No') },
        { header: 'Teams', cell: (u) => u.teamCount ?? 0 },
        { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
        {
          header: 'Actions',
          cell: (u) =>
            u.databaseId === actions.currentUserId ? (
              <span className="muted small">Current User</span>
            ) : (
              <div className="row admin-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => actions.requestAdminChange({ userId: u.id, name: u.username, makeAdmin: !u.isAdmin })}
                >
                  {u.isAdmin ? 'Remove Admin' : 'Make Admin'}
                </button>
                <DeleteButton actions={actions} request={{ kind: 'user', id: u.id, name: u.username, connection: connection.__id }} />
              </div>
            ),
        },
      ]}
    />
  );
}
