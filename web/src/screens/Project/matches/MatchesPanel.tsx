import { useState, useTransition } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { MatchesPanelCsvQuery } from '../../../__generated__/MatchesPanelCsvQuery.graphql';
import type { MatchesPanelQuery, MatchFilter } from '../../../__generated__/MatchesPanelQuery.graphql';
import { downloadText } from '../../../components/matches/download.ts';
import { ImportMatchesModal } from '../../../components/matches/ImportMatchesModal.tsx';
import { LogMatchModal } from '../../../components/matches/LogMatchModal.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { Alert, EmptyState } from '../../../components/ui/States.tsx';
import { useSession } from '../../../session/useSession.ts';
import { MatchFilters, NO_FILTER, type MatchFilterValues } from './MatchFilters.tsx';
import { MatchRow } from './MatchRow.tsx';
import './matches-tab.css';

/** Match list page size (spec section 9). */
export const PAGE_SIZE = 20;

const MATCHES = graphql`
  query MatchesPanelQuery($projectId: ID!, $first: Int!, $after: String, $filter: MatchFilter) {
    project(id: $projectId) {
      databaseId
      ...LogMatchModal_project
      ...MatchFilters_project
      matches(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ...MatchRow_match
          }
        }
      }
    }
  }
`;

const CSV = graphql`
  query MatchesPanelCsvQuery($projectId: ID!, $filter: MatchFilter) {
    project(id: $projectId) {
      matchesCsv(filter: $filter) {
        filename
        csv
      }
    }
  }
`;

/** The filter values as the GraphQL MatchFilter (empty ones left out). */
function graphqlFilter(values: MatchFilterValues): MatchFilter {
  return {
    archetypeId: values.archetypeId || null,
    userId: values.userId || null,
    dateFrom: values.dateFrom || null,
    dateTo: values.dateTo || null,
    wentFirst: values.wentFirst === '' ? null : values.wentFirst === 'winner',
    includeInactive: values.includeInactive,
  };
}

/**
 * The results list with filters and pages of 20, and for members Log New Match and CSV import; CSV export for all.
 * `retryKey` (from Try Again) is part of the fetch key so that a retry asks the server again.
 */
export function MatchesPanel({ projectId, canEdit, retryKey }: { projectId: string; canEdit: boolean; retryKey: number }) {
  const environment = useRelayEnvironment();
  const session = useSession();
  const [filter, setFilter] = useState<MatchFilterValues>(NO_FILTER);
  // Cursors of the pages before the current one (the first page has none), so Previous can go back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [fetchKey, setFetchKey] = useState(0);
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<'log' | 'import' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const after = cursors[cursors.length - 1];
  const variables = { projectId, first: PAGE_SIZE, after, filter: graphqlFilter(filter) };
  const data = useLazyLoadQuery<MatchesPanelQuery>(MATCHES, variables, { fetchKey: `${retryKey}:${fetchKey}`, fetchPolicy: 'store-and-network' });
  const project = data.project;
  if (!project) return <EmptyState icon="inbox" title="Failed to load matches" />;
  const { totalCount, pageInfo, edges } = project.matches;
  const page = cursors.length - 1;
  const refresh = () => startTransition(() => setFetchKey((k) => k + 1));
  const writable = canEdit && session !== null;

  async function exportCsv() {
    setExportError(null);
    try {
      const result = await fetchQuery<MatchesPanelCsvQuery>(environment, CSV, { projectId, filter: graphqlFilter(filter) }, { fetchPolicy: 'network-only' }).toPromise();
      if (!result?.project) throw new Error('no project');
      downloadText(result.project.matchesCsv.filename, result.project.matchesCsv.csv);
    } catch {
      setExportError('Failed to export matches');
    }
  }

  return (
    <div className={`matches-panel${pending ? ' is-pending' : ''}`}>
      <div className="row-between matches-toolbar">
        <h2 className="matches-title">
          Match Results <span className="muted small">({totalCount})</span>
        </h2>
        <div className="row">
          <button type="button" className="btn btn-secondary btn-sm" onClick={exportCsv}>
            <Icon name="download" size={16} /> Export CSV
          </button>
          {writable && (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog('import')}>
                <Icon name="upload" size={16} /> Import CSV
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setDialog('log')}>
                <Icon name="plus" size={16} /> Log New Match
              </button>
            </>
          )}
        </div>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <MatchFilters
        project={project}
        value={filter}
        onChange={(next) =>
          startTransition(() => {
            setFilter(next);
            setCursors([null]);
          })
        }
      />
      {edges.length === 0 ? (
        filter === NO_FILTER ? (
          <EmptyState
            icon="chart"
            title="No Matches Yet"
            message={writable ? 'Log the first game with Log New Match; results show up here and in the matchup matrix.' : 'Match results will appear here once the team logs them.'}
          />
        ) : (
          <EmptyState
            icon="search"
            title="No Matching Matches"
            message="No matches fit these filters."
            action={
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  startTransition(() => {
                    setFilter(NO_FILTER);
                    setCursors([null]);
                  })
                }
              >
                Clear Filters
              </button>
            }
          />
        )
      ) : (
        // Focusable so that keyboard users can scroll a table wider than the screen.
        <div className="matches-table-wrap" role="region" aria-label="Match results" tabIndex={0}>
          <table className="matches-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Winner</th>
                <th scope="col">Loser</th>
                <th scope="col">Went First</th>
                <th scope="col">Notes</th>
                {writable && <th scope="col"><span className="sr-only">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <MatchRow key={node.id} match={node} canEdit={writable} onDeleted={refresh} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalCount > PAGE_SIZE && (
        <nav className="row-between matches-pager" aria-label="Match pages">
          <span className="muted small">
            Showing {page * PAGE_SIZE + 1}–{page * PAGE_SIZE + edges.length} of {totalCount}
          </span>
          <div className="row">
            <button type="button" className="btn btn-secondary btn-sm" disabled={page === 0 || pending} onClick={() => startTransition(() => setCursors((c) => c.slice(0, -1)))}>
              Previous
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={!pageInfo.hasNextPage || pending}
              onClick={() => startTransition(() => setCursors((c) => [...c, pageInfo.endCursor ?? null]))}
            >
              Next
            </button>
          </div>
        </nav>
      )}
      {dialog === 'log' && <LogMatchModal project={project} onClose={() => setDialog(null)} onLogged={refresh} />}
      {dialog === 'import' && (
        <ImportMatchesModal
          projectId={project.databaseId}
          onClose={() => setDialog(null)}
          onImported={(count) => {
            setDialog(null);
            setNotice(`Imported ${count} matches.`);
            refresh();
          }}
        />
      )}
    </div>
  );
}
