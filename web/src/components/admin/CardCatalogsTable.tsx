import { graphql, useFragment } from 'react-relay';
import type { CardCatalogsTable_query$key } from '../../__generated__/CardCatalogsTable_query.graphql';
import { formatDateTime } from '../ui/format-date.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Each game's card catalog: when it was last loaded with `npm run cards:import`, from what, and its size. One row per
 * game a source fills (six), so the list needs no paging.
 */
export function CardCatalogsTable({ query }: { query: CardCatalogsTable_query$key }) {
  const { adminCardCatalogs: catalogs } = useFragment(
    graphql`
      fragment CardCatalogsTable_query on Query {
        adminCardCatalogs { game gameName source location importedAt cardCount printingCount }
      }
    `,
    query,
  );
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Card catalogs</caption>
        <thead>
          <tr>
            {['Game', 'Last import', 'Cards', 'Printings', 'Source'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {catalogs.map((catalog) => (
            <tr key={catalog.game}>
              <td data-label="Game">{catalog.gameName}</td>
              <td data-label="Last import">{catalog.importedAt ? formatDateTime(catalog.importedAt) : <span className="muted">Not loaded</span>}</td>
              <td data-label="Cards">{count(catalog.cardCount)}</td>
              <td data-label="Printings">{count(catalog.printingCount)}</td>
              <td data-label="Source">
                {catalog.source ? (
                  <span title={catalog.location ?? undefined}>{catalog.source}</span>
                ) : (
                  <code className="muted small">npm run cards:import</code>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
