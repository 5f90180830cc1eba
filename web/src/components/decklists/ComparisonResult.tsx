import { graphql, useFragment } from 'react-relay';
import type { ComparisonResult_diffs$key } from '../../__generated__/ComparisonResult_diffs.graphql';
import type { ComparisonResult_summary$key } from '../../__generated__/ComparisonResult_summary.graphql';
import { groupDiffsByType, type CardDiff } from '../../../../server/domain/decklist-diff.ts';
import { EnergyText } from './EnergyText.tsx';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The summary tiles (Added, Removed, Changed, Net Change) and the card changes grouped by type. */
export function ComparisonResult({ summary: summaryKey, diffs: diffsKey }: { summary: ComparisonResult_summary$key; diffs: ComparisonResult_diffs$key }) {
  const summary = useFragment(
    graphql`
      fragment ComparisonResult_summary on DiffSummary {
        cardsAdded
        cardsRemoved
        cardsChanged
        netCardCount
      }
    `,
    summaryKey,
  );
  const diffs = useFragment(
    graphql`
      fragment ComparisonResult_diffs on CardDiff @relay(plural: true) {
        name
        type
        diffType
        oldQuantity
        newQuantity
        quantityDiff
      }
    `,
    diffsKey,
  );
  const asDomain = diffs.map(
    (d): CardDiff => ({ name: d.name, type: d.type, diff_type: d.diffType as CardDiff['diff_type'], old_quantity: d.oldQuantity, new_quantity: d.newQuantity, quantity_diff: d.quantityDiff }),
  );
  return (
    <div className="comparison">
      <div className="diff-summary">
        <div className="diff-tile diff-added">
          <span className="diff-tile-value">{summary.cardsAdded}</span>
          <span className="diff-tile-label">Added</span>
        </div>
        <div className="diff-tile diff-removed">
          <span className="diff-tile-value">{summary.cardsRemoved}</span>
          <span className="diff-tile-label">Removed</span>
        </div>
        <div className="diff-tile diff-changed">
          <span className="diff-tile-value">{summary.cardsChanged}</span>
          <span className="diff-tile-label">Changed</span>
        </div>
        <div className="diff-tile">
          <span className="diff-tile-value">{signed(summary.netCardCount)}</span>
          <span className="diff-tile-label">Net Change</span>
        </div>
      </div>
      {asDomain.length === 0 ? (
        <p className="muted comparison-empty">No changes between these versions</p>
      ) : (
        groupDiffsByType(asDomain).map((group) => (
          <section key={group.type} className="diff-group" aria-label={group.type}>
            <h4>{group.type}</h4>
            <ul>
              {group.diffs.map((diff) => (
                <li key={`${diff.name}-${diff.diff_type}`} className={`diff-line diff-line-${diff.diff_type}`}>
                  <span className="diff-mark" aria-hidden="true">
                    {diff.diff_type === 'added' ? '+' : diff.diff_type === 'removed' ? '−' : '~'}
                  </span>
                  <span className="card-name">
                    <EnergyText text={diff.name} />
                  </span>
                  <span className="diff-quantities">
                    {diff.old_quantity} → {diff.new_quantity} <strong>({signed(diff.quantity_diff)})</strong>
                  </span>
                  <span className="sr-only">{diff.diff_type}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
