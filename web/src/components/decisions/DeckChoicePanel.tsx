import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DeckChoicePanel_project$key } from '../../__generated__/DeckChoicePanel_project.graphql';
import type { DeckChoicePanelRefetchQuery } from '../../__generated__/DeckChoicePanelRefetchQuery.graphql';
import { useMarkCandidateMutation } from '../../mutations/useMarkCandidateMutation.ts';
import { useTrackedRefetch } from '../../relay/refresh-after-loads.ts';
import { intervalText } from '../matches/match-display.ts';
import { ShowingOf } from '../ui/LoadMore.tsx';
import { formatDate } from '../ui/format-date.ts';
import './decisions.css';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * Which deck to bring: the team's candidate archetypes ("ours") against the saved metagame, with each one's expected
 * win rate, its 95% interval and the probability that it is the best choice. A self-contained fragment on Project,
 * so it can sit wherever the project is shown; members mark which archetypes are ours here.
 */
export function DeckChoicePanel({ project: key }: { project: DeckChoicePanel_project$key }) {
  const [project, refetch] = useRefetchableFragment<DeckChoicePanelRefetchQuery, DeckChoicePanel_project$key>(
    graphql`
      fragment DeckChoicePanel_project on Project @refetchable(queryName: "DeckChoicePanelRefetchQuery") {
        viewerIsMember
        archetypes(first: 100) {
          totalCount
          edges {
            node {
              id
              name
              isActive
              isCandidate
            }
          }
        }
        deckChoice {
          metagameAsOf
          candidates {
            archetypeId
            name
            expectedWinRate
            interval {
              lower
              upper
            }
            probabilityBest
          }
        }
      }
    `,
    key,
  );
  const [mark] = useMarkCandidateMutation();
  const [pending, startTransition] = useTransition();
  const loads = useTrackedRefetch(refetch, startTransition);
  const [error, setError] = useState<string | null>(null);
  const archetypes = project.archetypes.edges
    .map((e) => e.node)
    .filter((a) => a.isActive || a.isCandidate)
    .sort((a, b) => a.name.localeCompare(b.name));
  const { metagameAsOf, candidates } = project.deckChoice;

  const toggle = async (id: string, isCandidate: boolean) => {
    setError(null);
    try {
      await mark(id, isCandidate);
      // A second mark while the first one's refresh is on its way must not join it: its answer may predate the mark.
      loads.refresh(() => ({}));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The archetype could not be changed');
    }
  };

  return (
    <section className={`card deck-choice${pending ? ' is-pending' : ''}`} aria-labelledby="deck-choice-title" aria-busy={pending}>
      <h3 id="deck-choice-title">Which Deck to Bring</h3>
      <p className="muted small">
        {metagameAsOf ? `Against the metagame saved as of ${formatDate(metagameAsOf)}.` : 'Save a metagame to weigh our decks against it.'} Each matchup's
        win rate is uncertain (a Beta posterior from its matches; unplayed ones could be anything), and so are the shares: the chance of being best comes
        from 4,000 simulated fields.
      </p>
      {project.viewerIsMember && archetypes.length > 0 && (
        <fieldset className="deck-choice-ours">
          <legend>Our decks</legend>
          {archetypes.map((a) => (
            <label key={a.id} className="deck-choice-toggle">
              <input type="checkbox" checked={a.isCandidate} onChange={(event) => void toggle(a.id, event.target.checked)} /> {a.name}
            </label>
          ))}
          <ShowingOf shown={project.archetypes.edges.length} total={project.archetypes.totalCount} noun="archetypes" />
        </fieldset>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {candidates.length === 0 ? (
        <p className="muted">
          {!project.viewerIsMember
            ? 'The team has not marked any archetype as theirs.'
            : archetypes.length === 0
              ? 'Create the archetypes the team tests in Assets, then mark the ones it may bring as ours.'
              : 'Mark the archetypes the team may bring as ours.'}
        </p>
      ) : (
        // Scrolls sideways on narrow screens, so it takes the keyboard focus to be scrolled without a mouse.
        <div className="expected-table-wrap" role="group" aria-label="Deck choice figures" tabIndex={0}>
          <table className="expected-table deck-choice-table">
            <thead>
              <tr>
                <th scope="col">Deck</th>
                <th scope="col">Expected win rate</th>
                <th scope="col">95% interval</th>
                <th scope="col">Chance it is best</th>
              </tr>
            </thead>
            <tbody>
              {candidates.map((c) => (
                <tr key={c.archetypeId}>
                  <th scope="row">{c.name}</th>
                  <td>{c.expectedWinRate == null ? '–' : percent(c.expectedWinRate)}</td>
                  <td>{intervalText(c.interval?.lower, c.interval?.upper)}</td>
                  <td>
                    {c.probabilityBest == null ? (
                      '–'
                    ) : (
                      <span className="deck-choice-best">
                        <span className="deck-choice-bar" aria-hidden="true">
                          <span style={{ width: percent(c.probabilityBest) }} />
                        </span>
                        {percent(c.probabilityBest)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
