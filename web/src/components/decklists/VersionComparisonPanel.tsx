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
  query VersionComparisonPanelQuery($id: ID!, $from: String!, $to: String!, $toDecklist: ID) {
    decklist(id: $id) {
      compare(from: $from, to: $to, toDecklist: $toDecklist) {
        fromVersionTag
        toVersionTag
        fromDecklistName
        toDecklistName
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

/** Another decklist of the project (same game), which a version of this one can be compared with. */
export interface OtherDecklist {
  readonly decklistId: string;
  readonly name: string;
  /** Its version numbers, newest first. */
  readonly versions: readonly number[];
}

/** What is compared: a version of this decklist with a version of it (`toDecklist` null) or of another decklist. */
export interface ComparedPair {
  from: string;
  to: string;
  toDecklist: string | null;
}

/**
 * The pair compared when the panel opens: the second newest version against the newest, or, for a decklist with one
 * version, that version against the newest version of the first other decklist.
 */
export function preselectedPair(versions: readonly VersionOption[], others: readonly OtherDecklist[]): ComparedPair {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  const other = others[0];
  if (newestFirst.length < 2 && other) return { from: newestFirst[0]?.versionTag ?? '', to: `v${other.versions[0]}`, toDecklist: other.decklistId };
  return { from: newestFirst[1]?.versionTag ?? '', to: newestFirst[0]?.versionTag ?? '', toDecklist: null };
}

/**
 * Version Comparison: From and To selectors (the second newest and the newest preselected), compared as soon as two
 * different versions are chosen. The To side can be another decklist of the project ("Compare with"), so that two
 * different decklists are compared, not only versions of one. The chosen pair is the loaded query's variables; a
 * failed comparison offers Retry.
 */
export function VersionComparisonPanel({
  decklistId,
  versions,
  others,
  initialQueryRef,
  onClose,
}: {
  decklistId: string;
  versions: readonly VersionOption[];
  others: readonly OtherDecklist[];
  initialQueryRef: PreloadedQuery<VersionComparisonPanelQuery>;
  onClose: () => void;
}) {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  const [queryRef, loadComparison, clear] = useQueryLoader<VersionComparisonPanelQuery>(CompareQuery, initialQueryRef);
  const [pair, setPair] = useState(() => preselectedPair(versions, others));
  const { from, to, toDecklist } = pair;
  const other = others.find((o) => o.decklistId === toDecklist) ?? null;
  const sameVersion = !other && from === to;
  const choose = (next: ComparedPair) => {
    setPair(next);
    if (next.from && next.to && (next.toDecklist || next.from !== next.to)) loadComparison({ id: decklistId, ...next }, { fetchPolicy: 'store-or-network' });
    else clear();
  };
  const retry = () => loadComparison({ id: decklistId, from, to, toDecklist }, { fetchPolicy: 'network-only' });
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
  const setFrom = (tag: string) => choose({ from: tag, to, toDecklist });
  const setTo = (tag: string) => choose({ from, to: tag, toDecklist });
  const setToDecklist = (id: string) => {
    const chosen = others.find((o) => o.decklistId === id);
    choose({ from, to: chosen ? `v${chosen.versions[0]}` : (newestFirst[0]?.versionTag ?? ''), toDecklist: chosen ? chosen.decklistId : null });
  };

  const ownVersions = newestFirst.map((v) => ({ value: v.versionTag, label: `${v.versionTag} · ${formatDateTime(v.createdAt)}` }));
  const toVersions = other ? other.versions.map((number) => ({ value: `v${number}`, label: `v${number}` })) : ownVersions;
  /** A labelled select whose empty choice is `none` (no version yet, or for Compare with, this decklist). */
  const selector = (id: string, label: string, value: string, options: readonly { value: string; label: string }[], onChange: (value: string) => void, none = 'Select a version') => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal title="Version Comparison" onClose={onClose} wide>
      <div className="comparison-panel">
        {others.length > 0 &&
          selector(
            'compare-with',
            'Compare with',
            toDecklist ?? '',
            others.map((o) => ({ value: o.decklistId, label: o.name })),
            setToDecklist,
            'Another version of this decklist',
          )}
        <div className="comparison-selectors">
          {selector('compare-from', 'From Version', from, ownVersions, setFrom)}
          <span className="comparison-arrow" aria-hidden="true">
            →
          </span>
          {selector('compare-to', other ? `To Version of ${other.name}` : 'To Version', to, toVersions, setTo)}
        </div>
        {from === '' || to === '' ? (
          <p className="muted comparison-empty">Select two versions to compare</p>
        ) : sameVersion ? (
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
        {compare.fromDecklistName === compare.toDecklistName
          ? `${compare.fromVersionTag} → ${compare.toVersionTag}`
          : `${compare.fromDecklistName} ${compare.fromVersionTag} → ${compare.toDecklistName} ${compare.toVersionTag}`}
      </h3>
      <ComparisonResult summary={compare.summary} diffs={compare.cardDiffs} />
    </>
  );
}
