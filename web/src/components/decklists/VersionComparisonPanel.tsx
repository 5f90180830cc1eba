import { Suspense, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { VersionComparisonPanelQuery } from '../../__generated__/VersionComparisonPanelQuery.graphql';
import { messageOf } from '../../relay/mutation.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { Modal } from '../ui/Modal.tsx';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { Alert } from '../ui/States.tsx';
import { formatDateTime } from '../ui/format-date.ts';
import { ComparisonResult } from './ComparisonResult.tsx';

/** The comparison of two versions; started by the Compare button (for the preselected pair) and by each choice. */
export const CompareQuery = graphql`
  query VersionComparisonPanelQuery($id: ID!, $from: String!, $to: String!) {
    decklist(id: $id) {
      compare(from: $from, to: $to) {
        fromVersionTag
        toVersionTag
        summary { ...ComparisonResult_summary }
        cardDiffs { ...ComparisonResult_diffs }
      }
    }
  }
`;

interface VersionOption {
  readonly number: number;
  readonly versionTag: string;
  readonly createdAt: string;
}

/** The pair compared when the panel opens: the second newest version against the newest. */
export function preselectedPair(versions: readonly VersionOption[]): { from: string; to: string } {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return { from: newestFirst[1]?.versionTag ?? '', to: newestFirst[0]?.versionTag ?? '' };
}

/**
 * Version Comparison: From and To selectors (the second newest and the newest preselected), compared as soon as two
 * different versions are chosen. The chosen pair is the loaded query's variables; a failed comparison offers Retry.
 */
export function VersionComparisonPanel({
  decklistId,
  versions,
  initialQueryRef,
  onClose,
}: {
  decklistId: string;
  versions: readonly VersionOption[];
  initialQueryRef: PreloadedQuery<VersionComparisonPanelQuery>;
  onClose: () => void;
}) {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  const [queryRef, loadComparison, clear] = useQueryLoader<VersionComparisonPanelQuery>(CompareQuery, initialQueryRef);
  const [pair, setPair] = useState(() => preselectedPair(versions));
  const { from, to } = pair;
  const choose = (next: { from: string; to: string }) => {
    setPair(next);
    if (next.from && next.to && next.from !== next.to) loadComparison({ id: decklistId, ...next }, { fetchPolicy: 'store-or-network' });
    else clear();
  };
  const retry = () => loadComparison({ id: decklistId, from, to }, { fetchPolicy: 'network-only' });
  const failed = (message: string) => (
    <Alert tone="error">
      {message}
      <div className="actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
          Retry
        </button>
      </div>
    </Alert>
  );
  const setFrom = (tag: string) => choose({ from: tag, to });
  const setTo = (tag: string) => choose({ from, to: tag });

  const selector = (id: string, label: string, value: string, onChange: (tag: string) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Select a version</option>
        {newestFirst.map((v) => (
          <option key={v.number} value={v.versionTag}>
            {v.versionTag} · {formatDateTime(v.createdAt)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal title="Version Comparison" onClose={onClose} wide>
      <div className="comparison-panel">
        <div className="comparison-selectors">
          {selector('compare-from', 'From Version', from, setFrom)}
          <span className="comparison-arrow" aria-hidden="true">
            →
          </span>
          {selector('compare-to', 'To Version', to, setTo)}
        </div>
        {from === '' || to === '' ? (
          <p className="muted comparison-empty">Select two versions to compare</p>
        ) : from === to ? (
          <Alert tone="warning">Please select two different versions to compare</Alert>
        ) : (
          queryRef && (
            <QueryErrorBoundary resetKey={queryRef} fallback={(error) => failed(messageOf(error, 'Failed to load comparison'))}>
              <Suspense fallback={<LoadingIndicator size="small" message="Comparing..." />}>
                <Comparison queryRef={queryRef} failed={failed} />
              </Suspense>
            </QueryErrorBoundary>
          )
        )}
      </div>
    </Modal>
  );
}

function Comparison({ queryRef, failed }: { queryRef: PreloadedQuery<VersionComparisonPanelQuery>; failed: (message: string) => ReactNode }) {
  const { decklist } = usePreloadedQuery<VersionComparisonPanelQuery>(CompareQuery, queryRef);
  if (!decklist) return failed('Failed to load comparison');
  const { compare } = decklist;
  return (
    <>
      <h3 className="comparison-heading">
        {compare.fromVersionTag} → {compare.toVersionTag}
      </h3>
      <ComparisonResult summary={compare.summary} diffs={compare.cardDiffs} />
    </>
  );
}
