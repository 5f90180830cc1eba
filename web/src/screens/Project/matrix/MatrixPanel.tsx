import { useMemo, useState, useTransition } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, useRefetchableFragment, useSubscription, type PreloadedQuery } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useSearchParams } from 'react-router-dom';
import { cellInUrl } from '../project-tabs.ts';
import type { MatrixPanel_project$key } from '../../../__generated__/MatrixPanel_project.graphql';
import type { MatrixPanelMatrixChangedSubscription } from '../../../__generated__/MatrixPanelMatrixChangedSubscription.graphql';
import type { MatrixPanelQuery, MatrixPanelQuery$variables } from '../../../__generated__/MatrixPanelQuery.graphql';
import type { MatchupMatrixFilter, MatrixPanelRefetchQuery } from '../../../__generated__/MatrixPanelRefetchQuery.graphql';
import { EmptyState } from '../../../components/ui/States.tsx';
import { DeckChoicePanel } from '../../../components/decisions/DeckChoicePanel.tsx';
import { ExpectedWinRatePanel } from './ExpectedWinRatePanel.tsx';
import { MatrixFilters, NO_MATRIX_FILTER, type MatrixFilterValues } from './MatrixFilters.tsx';
import type { MatchupDetailQuery } from '../../../__generated__/MatchupDetailQuery.graphql';
import { MatchupDetail, MatchupMatchesQuery } from './MatchupDetail.tsx';
import { MatrixGrid, type MatrixView, type OpenedCell } from './MatrixGrid.tsx';
import { MatrixUnitToggle, type MatrixUnit } from './MatrixUnitToggle.tsx';
import './matrix.css';
import { counted } from '../../../components/ui/plural.ts';
import { unitNouns } from './matrix-cells.ts';
import { useTrackedRefetch } from '../../../relay/refresh-after-loads.ts';

/** The interval half-width "Games Needed" aims at until another is chosen. */
const DEFAULT_HALF_WIDTH = 0.1;

/** The tab's own query, started by the route loader when the Matchup Matrix tab opens. */
export const MatrixQuery = graphql`
  query MatrixPanelQuery($projectId: ID!) {
    project(id: $projectId) {
      ...MatrixPanel_project
    }
  }
`;

/**
 * What a teammate's match changed in the matrix on screen: the rows and totals of its archetypes, whose ids are the
 * ones the matrix query gave them, so Relay merges them into the grid. After an import (complete: false) the matrix
 * is asked for again.
 */
const MATRIX_CHANGED = graphql`
  subscription MatrixPanelMatrixChangedSubscription($projectId: ID!, $filter: MatchupMatrixFilter) {
    matrixChanged(projectId: $projectId, filter: $filter) {
      complete
      matrix {
        id
        totalMatches
        generatedAt
      }
      rows {
        id
        archetypeId
        counts
      }
      archetypes {
        id
        archetypeId
        totalMatches
        totalWins
        winRate
      }
    }
  }
`;

function graphqlFilter(values: MatrixFilterValues): MatchupMatrixFilter {
  return {
    dateFrom: values.dateFrom || null,
    dateTo: values.dateTo || null,
    userId: values.userId || null,
    minSampleSize: values.minSampleSize,
    includeInactive: values.includeInactive,
    wentFirst: values.wentFirst === '' ? null : values.wentFirst === 'winner',
    decklistVersions: values.decklistVersions.length ? values.decklistVersions : null,
  };
}

/** What the route loader asks for: the project's matrix (expected win rates come from its saved metagame). */
export function matrixQueryVariables(projectDatabaseId: string): MatrixPanelQuery$variables {
  return { projectId: projectDatabaseId };
}

/** The Matchup Matrix tab's content once its query is in. */
export function MatrixPanel({ queryRef }: { queryRef: PreloadedQuery<MatrixPanelQuery> }) {
  const { project } = usePreloadedQuery<MatrixPanelQuery>(MatrixQuery, queryRef);
  if (!project) return <EmptyState icon="grid" title="No Matrix Available" />;
  return <Matrix project={project} />;
}

/**
 * The matrix with its filters. Each change asks for the matrix again and keeps the current grid on screen until the
 * answer arrives; so does a match a teammate logs (matchLogged).
 */
function Matrix({ project: key }: { project: MatrixPanel_project$key }) {
  const [data, refetch] = useRefetchableFragment<MatrixPanelRefetchQuery, MatrixPanel_project$key>(
    graphql`
      fragment MatrixPanel_project on Project
      @refetchable(queryName: "MatrixPanelRefetchQuery")
      @argumentDefinitions(filter: { type: "MatchupMatrixFilter", defaultValue: null }) {
        id
        metagame {
          __typename
        }
        gameRules {
          sideboarding
        }
        ...MatrixFilters_project
        ...ExpectedWinRatePanel_project
        ...DeckChoicePanel_project
        matchupMatrix(filter: $filter) {
          id
          totalMatches
          generatedAt
          ...MatrixGrid_matrix
          ...ExpectedWinRatePanel_matrix
        }
      }
    `,
    key,
  );
  const [filter, setFilter] = useState<MatrixFilterValues>(NO_MATRIX_FILTER);
  const [unit, setUnit] = useState<MatrixUnit>('MATCHES');
  const [view, setView] = useState<MatrixView>('percent');
  const [halfWidth, setHalfWidth] = useState(DEFAULT_HALF_WIDTH);
  const [pending, startTransition] = useTransition();
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const [matchesRef, loadMatches, disposeMatches] = useQueryLoader<MatchupDetailQuery>(MatchupMatchesQuery);
  // ?cell= (the dashboard's least-tested matchups link here) opens that cell; closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const linkedCell = cellInUrl(params);
  /** A cell's matches: the pair either way round, under the matrix's filters (decklist versions aside). */
  const openCell = (cell: OpenedCell, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') => {
    setOpened(cell);
    const { dateFrom, dateTo, userId, includeInactive, wentFirst } = graphqlFilter(filter);
    const listFilter = { dateFrom, dateTo, userId, includeInactive, wentFirst, archetypeId: cell.row.id, opponentArchetypeId: cell.column.id };
    loadMatches({ projectId: data.id, filter: listFilter, archetypeId: cell.row.id, opponentArchetypeId: cell.column.id }, { fetchPolicy });
  };

  // The filter the matrix on screen was asked with (none at first): the subscription names the same matrix.
  const [watchedFilter, setWatchedFilter] = useState<MatchupMatrixFilter | null>(null);
  // Asked for again after a change: never joining a load on its way, whose answer may predate the change
  // (relay/refresh-after-loads.ts); two teammates' matches in quick succession would otherwise leave the first one's.
  const loads = useTrackedRefetch(refetch, startTransition);
  // Expected win rates and the deck choice depend on every row while a metagame is saved.
  const fieldInUse = data.metagame !== null;
  const shownMatrixId = data.matchupMatrix.id;
  const subscription = useMemo<GraphQLSubscriptionConfig<MatrixPanelMatrixChangedSubscription>>(
    () => ({
      subscription: MATRIX_CHANGED,
      variables: { projectId: data.id, filter: watchedFilter },
      // Changed rows merge by themselves; expected win rates depend on every row, so with a saved metagame the
      // matrix is asked for again, as it is after an import.
      // A change for another matrix (the filter changed since) is not merged either.
      onNext: (response) => {
        const merged = response?.matrixChanged?.complete && response.matrixChanged.matrix.id === shownMatrixId;
        if (merged && !fieldInUse) return;
        loads.refresh(() => ({}));
      },
    }),
    [data.id, watchedFilter, fieldInUse, shownMatrixId, loads],
  );
  useSubscription(subscription);

  const matrix = data.matchupMatrix;
  /** Changes one setting and asks for the matrix under all of them. */
  const change = (next: { filter?: MatrixFilterValues; unit?: MatrixUnit }) =>
    startTransition(() => {
      if (next.filter) setFilter(next.filter);
      if (next.unit) setUnit(next.unit);
      const asked = { ...graphqlFilter(next.filter ?? filter), unit: next.unit ?? unit };
      setWatchedFilter(asked);
      loads.load({ filter: asked });
    });
  /** After the metagame or the candidates change: the same matrix, its expected rates and deck choice asked for again. */
  const refresh = () => loads.refresh(() => ({ filter: watchedFilter }));

  return (
    <div className={`matrix-panel${pending ? ' is-pending' : ''}`} aria-busy={pending}>
      <div className="row-between matrix-toolbar">
        <div>
          <h2 className="matrix-title">Matchup Matrix</h2>
          <p className="muted small" aria-live="polite">
            {counted(matrix.totalMatches, 'match', 'matches')} · cells count {unitNouns(unit)[1]} · coloured from {counted(filter.minSampleSize, ...unitNouns(unit))} · updated{' '}
            {new Date(matrix.generatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })}
          </p>
        </div>
        <div className="row">
          <MatrixUnitToggle value={unit} onChange={(next) => change({ unit: next })} />
          <div className="segmented matrix-views" role="group" aria-label="Show cells as">
            {(
              [
                ['percent', 'Percent'],
                ['record', 'W-L'],
                ['needed', unit === 'GAMES' ? 'Games Needed' : 'Matches Needed'],
                ['play', 'Play / Draw'],
                ['board', 'Pre / Post Board'],
              ] as const
            ).map(([id, label]) => (
              <button key={id} type="button" className={view === id ? 'active' : undefined} aria-pressed={view === id} onClick={() => setView(id)}>
                {label}
              </button>
            ))}
          </div>
          {view === 'needed' && (
            <label className="row small">
              Interval ±
              <select className="select select-sm" value={halfWidth} onChange={(e) => setHalfWidth(Number(e.target.value))} aria-label="Target interval half-width">
                {[0.05, 0.1, 0.15, 0.2].map((w) => (
                  <option key={w} value={w}>
                    {Math.round(w * 100)} points
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
      <MatrixFilters project={data} value={filter} onChange={(next) => change({ filter: next })} />
      <MatrixGrid matrix={matrix} view={view} halfWidth={halfWidth} minSample={filter.minSampleSize} unit={unit} onOpenCell={(cell) => openCell(cell)} linkedCell={linkedCell} />
      {opened && matchesRef && (
        <MatchupDetail
          opened={opened}
          halfWidth={halfWidth}
          sideboarding={data.gameRules.sideboarding}
          queryRef={matchesRef}
          onRetry={() => openCell(opened, 'network-only')}
          onClose={() => {
            setOpened(null);
            disposeMatches();
            if (linkedCell) {
              setParams(
                (current) => {
                  current.delete('cell');
                  return current;
                },
                { replace: true },
              );
            }
          }}
        />
      )}
      <ExpectedWinRatePanel matrix={matrix} project={data} onSaved={refresh} />
      <DeckChoicePanel project={data} />
    </div>
  );
}
