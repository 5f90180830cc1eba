import { lazy, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DeckEvolutionPanelQuery, DeckEvolutionPanelQuery$data } from '../../__generated__/DeckEvolutionPanelQuery.graphql';
import { stabilityBand, STABILITY_BAND_COLOUR } from '../../../../server/domain/decklist-diff.ts';
import { messageOf } from '../../relay/mutation.ts';
import { formatDateTime } from '../ui/format-date.ts';
import { ShowingOf } from '../ui/LoadMore.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { Modal } from '../ui/Modal.tsx';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { ErrorState } from '../ui/States.tsx';
import { ComparisonResult } from './ComparisonResult.tsx';
import { EnergyText } from './EnergyText.tsx';
import type { EvolutionPoint } from './EvolutionChart.tsx';
import { counted } from '../ui/plural.ts';

// recharts is large and only this panel draws a chart: it loads when the panel first opens.
const EvolutionChart = lazy(() => import('./EvolutionChart.tsx'));

/** The panel's query, started by the Evolution button that opens it. */
export const EvolutionQuery = graphql`
  query DeckEvolutionPanelQuery($id: ID!) {
    decklist(id: $id) {
      evolution {
        totalVersions
        stats {
          versionCount
          totalChanges
          stabilityScore
          mostChangedCard { name totalChange }
        }
        timeline {
          fromVersionTag
          toVersionTag
          toTimestamp
          summary { cardsAdded cardsRemoved cardsChanged totalChanges ...ComparisonResult_summary }
          cardDiffs { ...ComparisonResult_diffs }
        }
      }
      versions(first: 100) {
        totalCount
        edges { node { number versionTag totalCards } }
      }
    }
  }
`;

type Decklist = NonNullable<DeckEvolutionPanelQuery$data['decklist']>;
type Entry = Decklist['evolution']['timeline'][number];

/** Deck size per version and the changes that led to it, oldest first, for the chart. */
function chartPoints(decklist: Decklist): EvolutionPoint[] {
  const changesInto = new Map(decklist.evolution.timeline.map((entry) => [entry.toVersionTag, entry.summary.totalChanges]));
  return [...decklist.versions.edges]
    .map((edge) => edge.node)
    .sort((a, b) => a.number - b.number)
    .map((v) => ({ version: v.versionTag, size: v.totalCards, changes: changesInto.get(v.versionTag) ?? 0 }));
}

/**
 * Deck Evolution: version count, total changes, stability, the most changed card, a chart and the change timeline.
 * `queryRef` comes from the button that opened the panel; Retry starts the query again.
 */
export function DeckEvolutionPanel({ queryRef, onRetry, onClose }: { queryRef: PreloadedQuery<DeckEvolutionPanelQuery>; onRetry: () => void; onClose: () => void }) {
  const [entry, setEntry] = useState<Entry | null>(null);
  const retryAndClose = (message: string, title: string) => (
    <ErrorState
      title={title}
      message={message}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    />
  );
  return (
    <>
      <Modal
        title={
          <span>
            Deck Evolution
            <QueryErrorBoundary resetKey={queryRef} fallback={() => null}>
              <Suspense fallback={null}>
                <EvolutionSubtitle queryRef={queryRef} />
              </Suspense>
            </QueryErrorBoundary>
          </span>
        }
        onClose={onClose}
        wide
      >
        <QueryErrorBoundary resetKey={queryRef} fallback={(error) => retryAndClose(messageOf(error, 'Failed to load deck evolution'), 'Failed to load deck evolution')}>
          <Suspense fallback={<LoadingIndicator message="Loading deck evolution..." />}>
            <EvolutionBody queryRef={queryRef} onOpenEntry={setEntry} missing={retryAndClose('The decklist may have been deleted.', 'Evolution data not found')} />
          </Suspense>
        </QueryErrorBoundary>
      </Modal>
      {entry && (
        <Modal title={`Version Comparison: ${entry.fromVersionTag} → ${entry.toVersionTag}`} onClose={() => setEntry(null)} wide>
          <ComparisonResult summary={entry.summary} diffs={entry.cardDiffs} />
        </Modal>
      )}
    </>
  );
}

/** The header's "N versions · M total changes", once the query is in. */
function EvolutionSubtitle({ queryRef }: { queryRef: PreloadedQuery<DeckEvolutionPanelQuery> }) {
  const { decklist } = usePreloadedQuery<DeckEvolutionPanelQuery>(EvolutionQuery, queryRef);
  if (!decklist) return null;
  const { totalVersions, stats } = decklist.evolution;
  return (
    <span className="modal-subtitle">
      {' '}
      {totalVersions} version{totalVersions === 1 ? '' : 's'} · {stats.totalChanges} total change{stats.totalChanges === 1 ? '' : 's'}
    </span>
  );
}

function EvolutionBody({ queryRef, onOpenEntry, missing }: { queryRef: PreloadedQuery<DeckEvolutionPanelQuery>; onOpenEntry: (entry: Entry) => void; missing: React.ReactNode }) {
  const { decklist } = usePreloadedQuery<DeckEvolutionPanelQuery>(EvolutionQuery, queryRef);
  if (!decklist) return <>{missing}</>;
  const { evolution } = decklist;
  const { stats } = evolution;
  const band = stabilityBand(stats.stabilityScore);
  return (
      <div className="evolution">
        <div className="evolution-tiles">
          <div className="evolution-tile">
            <span className="evolution-value">{stats.versionCount}</span>
            <span className="evolution-label">Versions</span>
          </div>
          <div className="evolution-tile">
            <span className="evolution-value">{stats.totalChanges}</span>
            <span className="evolution-label">Total Changes</span>
          </div>
          <div className={`evolution-tile stability-${STABILITY_BAND_COLOUR[band]}`}>
            <span className="evolution-value">{Math.round(stats.stabilityScore * 100)}%</span>
            <span className="evolution-label">Stability</span>
          </div>
          {stats.mostChangedCard && (
            <div className="evolution-tile">
              <span className="evolution-value evolution-card">
                <EnergyText text={stats.mostChangedCard.name} />
              </span>
              <span className="evolution-label">Most Changed ({stats.mostChangedCard.totalChange})</span>
            </div>
          )}
        </div>
        <section className="evolution-chart" aria-label="Deck size and changes over versions">
          <h4>Deck Size and Changes</h4>
          <Suspense fallback={<LoadingIndicator size="small" message="Loading chart..." />}>
            <EvolutionChart points={chartPoints(decklist)} />
            <ShowingOf shown={decklist.versions.edges.length} total={decklist.versions.totalCount} noun="versions" />
          </Suspense>
        </section>
        <section className="timeline" aria-label="Change Timeline">
          <h4>Change Timeline</h4>
          {evolution.timeline.length === 0 ? (
            <p className="muted">No changes recorded yet</p>
          ) : (
            <ol>
              {[...evolution.timeline].reverse().map((item) => (
                <li key={`${item.fromVersionTag}-${item.toVersionTag}`}>
                  <button type="button" className="timeline-entry" onClick={() => onOpenEntry(item)}>
                    <span className="timeline-tags">
                      {item.fromVersionTag} → {item.toVersionTag}
                    </span>
                    <span className="muted small">{formatDateTime(item.toTimestamp)}</span>
                    <span className="timeline-summary small">
                      <span className="diff-added-text">+{item.summary.cardsAdded} added</span>
                      <span className="diff-removed-text">−{item.summary.cardsRemoved} removed</span>
                      <span className="diff-changed-text">~{item.summary.cardsChanged} changed</span>
                      <span>{counted(item.summary.totalChanges, 'change')}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    );
}
