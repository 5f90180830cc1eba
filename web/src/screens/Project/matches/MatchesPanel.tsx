import { useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { MatchesPanel_project$key } from '../../../__generated__/MatchesPanel_project.graphql';
import type { MatchesPanelCsvQuery } from '../../../__generated__/MatchesPanelCsvQuery.graphql';
import type { MatchesPanelPaginationQuery, MatchFilter } from '../../../__generated__/MatchesPanelPaginationQuery.graphql';
import type { MatchesPanelQuery } from '../../../__generated__/MatchesPanelQuery.graphql';
import { downloadText } from '../../../components/matches/download.ts';
import { ImportMatchesModal } from '../../../components/matches/ImportMatchesModal.tsx';
import { LogMatchModal } from '../../../components/matches/LogMatchModal.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { Alert, EmptyState } from '../../../components/ui/States.tsx';
import { useSession } from '../../../session/useSession.ts';
import { isFiltered, MatchFilters, NO_FILTER, type MatchFilterValues } from './MatchFilters.tsx';
import { MatchRow } from './MatchRow.tsx';
import { useLiveMatchList } from './useLiveMatchList.ts';
import { useTrackedRefetch } from '../../../relay/refresh-after-loads.ts';
import './matches-tab.css';
import { counted } from '../../../components/ui/plural.ts';

/** Match list page size; the fragment's `count` default says the same. */
export const PAGE_SIZE = 20;

/** The tab's own query, started by the route loader when the Matches tab opens. */
export const MatchesQuery = graphql`
  query MatchesPanelQuery($projectId: ID!) {
    project(id: $projectId) {
      ...MatchesPanel_project
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

/** The Matches tab's content once its query is in: the project's match list, or nothing for a vanished project. */
export function MatchesPanel({ queryRef, canEdit }: { queryRef: PreloadedQuery<MatchesPanelQuery>; canEdit: boolean }) {
  const { project } = usePreloadedQuery<MatchesPanelQuery>(MatchesQuery, queryRef);
  if (!project) return <EmptyState icon="inbox" title="Failed to load matches" />;
  return <MatchList project={project} canEdit={canEdit} />;
}

/**
 * The results list with filters and pages of 20 (Load more), and for members Log New Match and CSV import; CSV
 * export for all. A match logged, edited or deleted here or by a teammate changes the list in the store: nothing is
 * fetched again, except for a narrowed list (useLiveMatchList).
 */
function MatchList({ project: key, canEdit }: { project: MatchesPanel_project$key; canEdit: boolean }) {
  const { data, refetch, ...paging } = usePaginationFragment<MatchesPanelPaginationQuery, MatchesPanel_project$key>(
    graphql`
      fragment MatchesPanel_project on Project
      @refetchable(queryName: "MatchesPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "MatchFilter", defaultValue: null }) {
        id
        ...LogMatchModal_project
        ...MatchFilters_project
        ...MatchRow_project
        matches(first: $count, after: $cursor, filter: $filter) @connection(key: "MatchesPanel_matches", filters: ["filter"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...MatchRow_match
            }
          }
        }
      }
    `,
    key,
  );
  const environment = useRelayEnvironment();
  const session = useSession();
  const [filter, setFilter] = useState<MatchFilterValues>(NO_FILTER);
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<'log' | 'import' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const { totalCount, edges, __id: connectionId } = data.matches;
  const writable = canEdit && session !== null;

  // The filter last chosen, which the list shows once its refetch (in a transition) is in.
  const chosenFilter = useRef(filter);
  // A refresh after a teammate's change waits for a load on its way (relay/refresh-after-loads.ts).
  const loads = useTrackedRefetch(refetch, startTransition);
  const load = (values: MatchFilterValues, fetchPolicy?: 'network-only') => loads.load({ filter: graphqlFilter(values) }, fetchPolicy);
  const refresh = () => loads.refresh(() => ({ filter: graphqlFilter(chosenFilter.current) }));
  useLiveMatchList({
    projectId: data.id,
    connectionId,
    listShowsDeleted: filter.includeInactive,
    // While another filter's list is on its way, the list on screen is not the one to patch: ask again.
    narrowed: () => chosenFilter.current !== filter || isFiltered({ ...filter, includeInactive: false }),
    refresh,
  });

  const applyFilter = (next: MatchFilterValues) => {
    chosenFilter.current = next;
    startTransition(() => {
      setFilter(next);
      load(next);
    });
  };

  async function exportCsv() {
    setExportError(null);
    try {
      const result = await fetchQuery<MatchesPanelCsvQuery>(environment, CSV, { projectId: data.id, filter: graphqlFilter(filter) }, { fetchPolicy: 'network-only' }).toPromise();
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
      <MatchFilters project={data} value={filter} onChange={applyFilter} />
      {edges.length === 0 ? (
        isFiltered(filter) ? (
          <EmptyState
            icon="search"
            title="No Matching Matches"
            message="No matches fit these filters."
            action={
              <button type="button" className="btn btn-secondary" onClick={() => applyFilter(NO_FILTER)}>
                Clear Filters
              </button>
            }
          />
        ) : (
          <EmptyState
            icon="chart"
            title="No Matches Yet"
            message={writable ? 'Log the first game with Log New Match; results show up here and in the matchup matrix.' : 'Match results will appear here once the team logs them.'}
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
                <MatchRow key={node.id} match={node} project={data} canEdit={writable} connectionId={connectionId} listShowsDeleted={filter.includeInactive} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore paging={paging} shown={edges.length} total={totalCount} noun="matches" pageSize={PAGE_SIZE} />
      {dialog === 'log' && <LogMatchModal project={data} connectionId={connectionId} onClose={() => setDialog(null)} />}
      {dialog === 'import' && (
        <ImportMatchesModal
          projectId={data.id}
          onClose={() => setDialog(null)}
          onImported={(count) => {
            setDialog(null);
            setNotice(`Imported ${counted(count, 'match', 'matches')}.`);
            // A bulk import changes too much to patch in: the current page is asked for again.
            refresh();
          }}
        />
      )}
    </div>
  );
}
