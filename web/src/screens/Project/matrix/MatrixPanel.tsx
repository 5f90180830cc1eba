import { useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MatrixPanelMatchLoggedSubscription } from '../../../__generated__/MatrixPanelMatchLoggedSubscription.graphql';
import type { MatchupMatrixFilter, MatrixPanelQuery } from '../../../__generated__/MatrixPanelQuery.graphql';
import { EmptyState } from '../../../components/ui/States.tsx';
import { ExpectedWinRatePanel, useFieldShares } from './ExpectedWinRatePanel.tsx';
import { MatrixFilters, NO_MATRIX_FILTER, type MatrixFilterValues } from './MatrixFilters.tsx';
import { MatrixGrid, type MatrixView } from './MatrixGrid.tsx';
import './matrix.css';

const MATRIX = graphql`
  query MatrixPanelQuery($projectId: ID!, $filter: MatchupMatrixFilter, $halfWidth: Float!, $field: [MetagameShareInput!]!, $withField: Boolean!) {
    project(id: $projectId) {
      ...MatrixFilters_project
      matchupMatrix(filter: $filter) {
        totalMatches
        generatedAt
        minSampleSize
        ...MatrixGrid_matrix @arguments(halfWidth: $halfWidth)
        ...ExpectedWinRatePanel_matrix @arguments(field: $field, withField: $withField)
      }
    }
  }
`;

const MATCH_LOGGED = graphql`
  subscription MatrixPanelMatchLoggedSubscription($projectId: ID!) {
    matchLogged(projectId: $projectId) {
      id
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

/**
 * The matrix with its filters. It refetches when a teammate logs a match (matchLogged) without blanking the grid.
 * `retryKey` comes from Try Again: it is part of the fetch key, because Relay would otherwise hand the remounted
 * panel the failed request it remembers for the same variables.
 */
export function MatrixPanel({ projectId, retryKey }: { projectId: string; retryKey: number }) {
  const [filter, setFilter] = useState<MatrixFilterValues>(NO_MATRIX_FILTER);
  const [view, setView] = useState<MatrixView>('percent');
  const [halfWidth, setHalfWidth] = useState(0.1);
  const [field, setField] = useFieldShares(projectId);
  const [fetchKey, setFetchKey] = useState(0);
  const [pending, startTransition] = useTransition();

  const shares = Object.entries(field).filter(([, share]) => share > 0);
  const data = useLazyLoadQuery<MatrixPanelQuery>(
    MATRIX,
    {
      projectId,
      filter: graphqlFilter(filter),
      halfWidth,
      field: shares.map(([archetypeId, share]) => ({ archetypeId, share })),
      withField: shares.length > 0,
    },
    { fetchKey: `${retryKey}:${fetchKey}`, fetchPolicy: retryKey + fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );

  const subscription = useMemo<GraphQLSubscriptionConfig<MatrixPanelMatchLoggedSubscription>>(
    () => ({
      subscription: MATCH_LOGGED,
      variables: { projectId },
      // A transition keeps the current grid on screen while the new numbers load.
      onNext: () => startTransition(() => setFetchKey((k) => k + 1)),
    }),
    [projectId],
  );
  useSubscription(subscription);

  const project = data.project;
  if (!project) return <EmptyState icon="grid" title="No Matrix Available" />;
  const matrix = project.matchupMatrix;
  const update = (change: () => void) => startTransition(change);

  return (
    <div className={`matrix-panel${pending ? ' is-pending' : ''}`} aria-busy={pending}>
      <div className="row-between matrix-toolbar">
        <div>
          <h2 className="matrix-title">Matchup Matrix</h2>
          <p className="muted small" aria-live="polite">
            {matrix.totalMatches} matches · cells count from {matrix.minSampleSize} {matrix.minSampleSize === 1 ? 'game' : 'games'} · updated{' '}
            {new Date(matrix.generatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })}
          </p>
        </div>
        <div className="row">
          <div className="segmented" role="group" aria-label="Show cells as">
            {(
              [
                ['percent', 'Percent'],
                ['record', 'W-L'],
                ['needed', 'Games Needed'],
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
              <select className="select select-sm" value={halfWidth} onChange={(e) => update(() => setHalfWidth(Number(e.target.value)))} aria-label="Target interval half-width">
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
      <MatrixFilters project={project} value={filter} onChange={(next) => update(() => setFilter(next))} />
      <MatrixGrid matrix={matrix} view={view} halfWidth={halfWidth} />
      <ExpectedWinRatePanel matrix={matrix} shares={field} onChange={(next) => update(() => setField(next))} />
    </div>
  );
}
