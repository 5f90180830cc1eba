import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A table of admin rows with a "Load more" button when the connection has more pages. */
export function AdminTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  total,
  hasNext,
  loadingNext,
  onLoadMore,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  total: number;
  hasNext: boolean;
  loadingNext: boolean;
  onLoadMore: () => void;
  empty: string;
}) {
  if (rows.length === 0) return <p className="muted admin-empty">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row-between admin-table-footer">
        <span className="muted small">
          Showing {rows.length} of {total}
        </span>
        {hasNext && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onLoadMore} disabled={loadingNext}>
            {loadingNext ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </div>
  );
}
