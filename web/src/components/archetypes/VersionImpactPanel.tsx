import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { VersionImpactPanelQuery } from '../../__generated__/VersionImpactPanelQuery.graphql';
import { intervalText, percentText } from '../matches/match-display.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { QueryErrorBoundary } from '../ui/QueryErrorBoundary.tsx';
import { ErrorState } from '../ui/States.tsx';

const ImpactQuery = graphql`
  query VersionImpactPanelQuery($id: ID!) {
    archetype(id: $id) {
      versionImpact {
        matchesWithoutVersion
        decklists {
          decklistId
          decklistName
          sinceVersion
          opponents {
            opponentArchetypeId
            opponentName
            since {
              wins
              losses
              winRate
              interval {
                lower
                upper
              }
            }
            before {
              wins
              losses
              winRate
              interval {
                lower
                upper
              }
            }
            difference
            statement
          }
        }
      }
    }
  }
`;

/** "Version Impact" under an archetype: a button that loads, per opponent, the record since the newest version against before it. */
export function VersionImpactToggle({ archetypeId }: { archetypeId: string }) {
  const [queryRef, load, close] = useQueryLoader<VersionImpactPanelQuery>(ImpactQuery);
  const open = (fetchPolicy: 'store-and-network' | 'network-only') => load({ id: archetypeId }, { fetchPolicy });
  return (
    <section className="version-impact" aria-label="Version impact">
      <button type="button" className={`btn ${queryRef ? 'btn-primary' : 'btn-secondary'}`} aria-expanded={!!queryRef} onClick={() => (queryRef ? close() : open('store-and-network'))}>
        Version Impact
      </button>
      {queryRef && (
        <QueryErrorBoundary
          resetKey={queryRef}
          fallback={() => (
            <ErrorState
              title="Failed to load version impact"
              actions={
                <button type="button" className="btn btn-primary" onClick={() => open('network-only')}>
                  Retry
                </button>
              }
            />
          )}
        >
          <Suspense fallback={<LoadingIndicator size="small" message="Loading version impact..." />}>
            <ImpactTable queryRef={queryRef} />
          </Suspense>
        </QueryErrorBoundary>
      )}
    </section>
  );
}

type Side = { readonly wins: number; readonly losses: number; readonly winRate: number | null | undefined; readonly interval: { readonly lower: number; readonly upper: number } };
const sideText = (s: Side) => `${s.wins}–${s.losses}${s.winRate == null ? '' : ` (${percentText(Math.round(s.winRate * 100))}, ${intervalText(s.interval.lower, s.interval.upper)})`}`;
const VERDICT = { more_than_noise: 'More than noise', could_be_noise: 'Could be noise', not_enough_data: 'Not enough data' } as const;

function ImpactTable({ queryRef }: { queryRef: PreloadedQuery<VersionImpactPanelQuery> }) {
  const { archetype } = usePreloadedQuery<VersionImpactPanelQuery>(ImpactQuery, queryRef);
  const impact = archetype?.versionImpact;
  if (!impact) return null;
  const played = impact.decklists.filter((d) => d.sinceVersion !== null);
  return (
    <div className="version-impact-body">
      {played.length === 0 && <p className="muted small">No match recorded which version of a decklist was played yet.</p>}
      {played.map((d) => (
        <div key={d.decklistId} className="version-impact-decklist">
          <h4>
            {d.decklistName}: since v{d.sinceVersion} against before
          </h4>
          <div className="version-impact-wrap" role="region" aria-label={`Version impact of ${d.decklistName}`} tabIndex={0}>
            <table className="version-impact-table">
              <thead>
                <tr>
                  <th scope="col">Opponent</th>
                  <th scope="col">Since v{d.sinceVersion}</th>
                  <th scope="col">Before</th>
                  <th scope="col">Difference</th>
                </tr>
              </thead>
              <tbody>
                {d.opponents.map((o) => (
                  <tr key={o.opponentArchetypeId}>
                    <td data-label="Opponent">{o.opponentName}</td>
                    <td data-label={`Since v${d.sinceVersion}`}>{sideText(o.since)}</td>
                    <td data-label="Before">{sideText(o.before)}</td>
                    <td data-label="Difference">
                      <div>
                        <span className={`impact-verdict impact-${o.difference}`}>{VERDICT[o.difference as keyof typeof VERDICT] ?? o.difference}</span>
                        <div className="muted small">{o.statement}</div>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
      {impact.matchesWithoutVersion > 0 && <p className="muted small">{impact.matchesWithoutVersion} matches did not record a decklist version and are not counted.</p>}
    </div>
  );
}
