import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DeckEvolutionPanelQuery, DeckEvolutionPanelQuery$data } from '../../__generated__/DeckEvolutionPanelQuery.graphql';
import { stabilityBand, STABILITY_BAND_COLOUR } from '../../../../server/domain/decklist-diff.ts';
import { messageOf } from '../../relay/mutation.ts';
import { formatDateTime } from '../ui/format-date.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ErrorState } from '../ui/States.tsx';
import { ComparisonResult } from './ComparisonResult.tsx';
import type { EvolutionPoint } from './EvolutionChart.tsx';

// recharts is large and only this panel draws a chart: it loads when the panel first opens.
const EvolutionChart = lazy(() => import('./EvolutionChart.tsx'));

const EVOLUTION = graphql`
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
          fromTimestamp
          toTimestamp
          summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges }
          cardDiffs { name type diffType oldQuantity newQuantity quantityDiff }
        }
      }
      versions(first: 100) {
        edges { node { number versionTag totalCards } }
      }
    }
  }
`;

type Decklist = NonNullable<DeckEvolutionPanelQuery$data['decklist']>;
type Entry = Decklist['evolution']['timeline'][number];
type State = { status: 'loading' } | { status: 'done'; decklist: Decklist } | { status: 'missing' } | { status: 'failed'; message: string };

/** Deck size per version and the changes that led to it, oldest first, for the chart. */
function chartPoints(decklist: Decklist): EvolutionPoint[] {
  const changesInto = new Map(decklist.evolution.timeline.map((entry) => [entry.toVersionTag, entry.summary.totalChanges]));
  return [...decklist.versions.edges]
    .map((edge) => edge.node)
    .sort((a, b) => a.number - b.number)
    .map((v) => ({ version: v.versionTag, size: v.totalCards, changes: changesInto.get(v.versionTag) ?? 0 }));
}

/** Deck Evolution: version count, total changes, stability, the most changed card, a chart and the change timeline. */
export function DeckEvolutionPanel({ decklistId, onClose }: { decklistId: string; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [entry, setEntry] = useState<Entry | null>(null);
  // Escape reaches every open dialog; while the comparison popup is open only the popup should close.
  const popupOpen = useRef(false);
  popupOpen.current = entry !== null;
  const closePanel = useCallback(() => {
    if (!popupOpen.current) onClose();
  }, [onClose]);

  useEffect(() => {
    setState({ status: 'loading' });
    const subscription = fetchQuery<DeckEvolutionPanelQuery>(environment, EVOLUTION, { id: decklistId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setState(data.decklist ? { status: 'done', decklist: data.decklist } : { status: 'missing' }),
      error: (error: unknown) => setState({ status: 'failed', message: messageOf(error, 'Failed to load deck evolution') }),
    });
    return () => subscription.unsubscribe();
  }, [environment, decklistId, attempt]);

  const retryAndClose = (message: string, title: string) => (
    <ErrorState
      title={title}
      message={message}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    />
  );

  let body;
  let subtitle: string | null = null;
  if (state.status === 'loading') body = <LoadingIndicator message="Loading deck evolution..." />;
  else if (state.status === 'failed') body = retryAndClose(state.message, 'Failed to load deck evolution');
  else if (state.status === 'missing') body = retryAndClose('The decklist may have been deleted.', 'Evolution data not found');
  else {
    const { evolution } = state.decklist;
    const { stats } = evolution;
    const band = stabilityBand(stats.stabilityScore);
    subtitle = `${evolution.totalVersions} version${evolution.totalVersions === 1 ? '' : 's'} · ${stats.totalChanges} total change${stats.totalChanges === 1 ? '' : 's'}`;
    body = (
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
              <span className="evolution-value evolution-card">{stats.mostChangedCard.name}</span>
              <span className="evolution-label">Most Changed ({stats.mostChangedCard.totalChange})</span>
            </div>
          )}
        </div>
        <section className="evolution-chart" aria-label="Deck size and changes over versions">
          <h4>Deck Size and Changes</h4>
          <Suspense fallback={<LoadingIndicator size="small" message="Loading chart..." />}>
            <EvolutionChart points={chartPoints(state.decklist)} />
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
                  <button type="button" className="timeline-entry" onClick={() => setEntry(item)}>
                    <span className="timeline-tags">
                      {item.fromVersionTag} → {item.toVersionTag}
                    </span>
                    <span className="muted small">{formatDateTime(item.toTimestamp)}</span>
                    <span className="timeline-summary small">
                      <span className="diff-added-text">+{item.summary.cardsAdded} added</span>
                      <span className="diff-removed-text">−{item.summary.cardsRemoved} removed</span>
                      <span className="diff-changed-text">~{item.summary.cardsChanged} changed</span>
                      <span>{item.summary.totalChanges} changes</span>
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

  return (
    <>
      <Modal
        title={
          <span>
            Deck Evolution{subtitle && <span className="modal-subtitle"> {subtitle}</span>}
          </span>
        }
        onClose={closePanel}
        wide
      >
        {body}
      </Modal>
      {entry && (
        <Modal title={`Version Comparison: ${entry.fromVersionTag} → ${entry.toVersionTag}`} onClose={() => setEntry(null)} wide>
          <ComparisonResult summary={entry.summary} diffs={entry.cardDiffs} />
        </Modal>
      )}
    </>
  );
}
