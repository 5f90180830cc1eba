import { graphql, useFragment } from 'react-relay';
import type { TestNextList_project$key } from '../../../__generated__/TestNextList_project.graphql';

/** How many of the most valuable matchups are shown. */
const SHOWN = 5;

interface Props {
  project: TestNextList_project$key;
  names: Map<string, string>;
  canAdd: boolean;
  onAdd: (matchup: { archetypeId: string; opponentId: string }, targetMatches: number) => void;
  planned: (matchup: { archetypeId: string; opponentId: string }) => boolean;
}

/**
 * "Test next": the matchups whose next 10 matches would most reduce the chance of bringing the wrong deck, with
 * the matches that would settle them.
 */
export function TestNextList({ project: key, names, canAdd, onAdd, planned }: Props) {
  const { testNext } = useFragment(
    graphql`
      fragment TestNextList_project on Project {
        testNext(matches: 10) {
          metagameAsOf
          matchups {
            archetypeId
            opponentId
            matchesPlayed
            probabilityWrongNow
            reduction
            matchesToSettle
          }
        }
      }
    `,
    key,
  );
  const useful = testNext.matchups.filter((m) => m.reduction > 0).slice(0, SHOWN);
  const wrongNow = testNext.matchups[0]?.probabilityWrongNow ?? 0;
  return (
    <section className="card test-next" aria-labelledby="test-next-title">
      <h3 id="test-next-title">Test Next</h3>
      {!testNext.metagameAsOf ? (
        <p className="muted">Save a metagame and mark our decks (Matchup Matrix tab) to see which matchups matter most for the choice.</p>
      ) : testNext.matchups.length === 0 ? (
        <p className="muted">Mark the archetypes the team may bring as ours (Matchup Matrix tab) to see which matchups matter most.</p>
      ) : (
        <>
          <p className="muted small">
            Chance of bringing the wrong deck today: {Math.round(wrongNow * 100)}%. These matchups' next 10 matches would lower it the most.
          </p>
          {useful.length === 0 ? (
            <p className="muted">No matchup's next matches would change the choice much.</p>
          ) : (
            <ol className="test-next-list">
              {useful.map((m) => {
                const title = `${names.get(m.archetypeId) ?? 'Unknown'} vs ${names.get(m.opponentId) ?? 'Unknown'}`;
                return (
                  <li key={`${m.archetypeId}|${m.opponentId}`} className="row-between">
                    <span>
                      <strong>{title}</strong>{' '}
                      <span className="muted small">
                        {m.matchesPlayed} played · {m.reduction >= 0.015 ? `−${Math.round(m.reduction * 100)} points` : 'under 2 points less'} with 10 more
                        {m.matchesToSettle !== null && ` · settled after about ${m.matchesToSettle}`}
                      </span>
                    </span>
                    {canAdd && (
                      <button type="button" className="btn btn-secondary btn-sm" disabled={planned(m)} onClick={() => onAdd(m, m.matchesPlayed + (m.matchesToSettle ?? 10))} aria-label={`${planned(m) ? 'Planned' : 'Add to Plan'}: ${title}`}>
                        {planned(m) ? 'Planned' : 'Add to Plan'}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
