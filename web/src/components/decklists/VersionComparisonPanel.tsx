import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { VersionComparisonPanelQuery, VersionComparisonPanelQuery$data } from '../../__generated__/VersionComparisonPanelQuery.graphql';
import { messageOf } from '../../relay/mutation.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { formatDateTime } from '../ui/format-date.ts';
import { ComparisonResult } from './ComparisonResult.tsx';

const COMPARE = graphql`
  query VersionComparisonPanelQuery($id: ID!, $from: String!, $to: String!) {
    decklist(id: $id) {
      compare(from: $from, to: $to) {
        fromVersionTag
        toVersionTag
        summary { cardsAdded cardsRemoved cardsChanged netCardCount totalChanges }
        cardDiffs { name type diffType oldQuantity newQuantity quantityDiff }
      }
    }
  }
`;

type Comparison = NonNullable<VersionComparisonPanelQuery$data['decklist']>['compare'];
type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; comparison: Comparison } | { status: 'failed'; message: string };

interface VersionOption {
  readonly number: number;
  readonly versionTag: string;
  readonly createdAt: string;
}

/**
 * Version Comparison: From and To selectors (the second newest and the newest preselected), compared as soon as two
 * different versions are chosen.
 */
export function VersionComparisonPanel({ decklistId, versions, onClose }: { decklistId: string; versions: readonly VersionOption[]; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  const [from, setFrom] = useState(newestFirst[1]?.versionTag ?? '');
  const [to, setTo] = useState(newestFirst[0]?.versionTag ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });
  const ready = from !== '' && to !== '' && from !== to;

  useEffect(() => {
    if (!ready) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const subscription = fetchQuery<VersionComparisonPanelQuery>(environment, COMPARE, { id: decklistId, from, to }, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) =>
        setState(data.decklist ? { status: 'done', comparison: data.decklist.compare } : { status: 'failed', message: 'Failed to load comparison' }),
      error: (error: unknown) => setState({ status: 'failed', message: messageOf(error, 'Failed to load comparison') }),
    });
    return () => subscription.unsubscribe();
  }, [environment, decklistId, from, to, ready]);

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
        ) : state.status === 'loading' || state.status === 'idle' ? (
          <LoadingIndicator size="small" message="Comparing..." />
        ) : state.status === 'failed' ? (
          <Alert tone="error">{state.message}</Alert>
        ) : (
          <>
            <h3 className="comparison-heading">
              {state.comparison.fromVersionTag} → {state.comparison.toVersionTag}
            </h3>
            <ComparisonResult summary={state.comparison.summary} diffs={state.comparison.cardDiffs} />
          </>
        )}
      </div>
    </Modal>
  );
}
