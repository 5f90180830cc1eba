import { graphql, useFragment } from 'react-relay';
import type { MatchFields_project$key } from '../../__generated__/MatchFields_project.graphql';
import { ShowingOf } from '../ui/LoadMore.tsx';
import type { MatchFormProblems, MatchFormValues, Side, WentFirst } from './match-form.ts';
import { GamesInput } from './GamesInput.tsx';
import { PlayerSelect } from './PlayerSelect.tsx';
import './matches.css';

interface Props {
  project: MatchFields_project$key;
  value: MatchFormValues;
  onChange: (next: MatchFormValues) => void;
  problems: MatchFormProblems;
  onProblemsChange: (next: MatchFormProblems) => void;
  /** The archetype a match already has stays offered after it was deactivated (editing an old match). */
  keepArchetypes?: readonly string[];
  /** What the date field means when left as it is. */
  dateHint?: string;
}

/** The fields of a match, for Log New Match and Edit Match: both sides, who went first, when, notes. */
export function MatchFields({ project: key, value: form, onChange, problems, onProblemsChange, keepArchetypes = [], dateHint }: Props) {
  const project = useFragment(
    graphql`
      fragment MatchFields_project on Project {
        archetypes(first: 100) {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              isActive
            }
          }
        }
        decklistChoices {
          decklistId
          archetypeId
          name
          currentVersion
        }
        team {
          ...PlayerSelect_team
        }
        gameRules {
          sideboarding
        }
      }
    `,
    key,
  );
  const archetypes = project.archetypes.edges.map((e) => e.node).filter((a) => a.isActive || keepArchetypes.includes(a.id));
  const decklistsOf = (archetypeId: string) => {
    const databaseId = project.archetypes.edges.find(({ node }) => node.id === archetypeId)?.node.databaseId;
    return project.decklistChoices.filter((d) => d.archetypeId === databaseId);
  };
  const setSide = (side: 'winner' | 'loser', changes: Partial<Side>) =>
    onChange({ ...form, [side]: { ...form[side], ...changes, ...(changes.archetype !== undefined ? { decklist: '' } : {}) } });

  const sideFields = (side: 'winner' | 'loser', label: string) => {
    const value = form[side];
    const decklists = decklistsOf(value.archetype);
    const problem = problems[side];
    return (
      <fieldset className="log-match-side">
        <legend>{label}</legend>
        <div className="field">
          <label htmlFor={`${side}-archetype`}>{label} Archetype</label>
          <select
            id={`${side}-archetype`}
            className="select"
            value={value.archetype}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${side}-problem` : undefined}
            onChange={(e) => {
              setSide(side, { archetype: e.target.value });
              onProblemsChange({ ...problems, [side]: undefined });
            }}
          >
            <option value="">Select archetype…</option>
            {archetypes.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          <ShowingOf shown={project.archetypes.edges.length} total={project.archetypes.totalCount} noun="archetypes" />
          {problem && (
            <div id={`${side}-problem`} className="field-error">
              {problem}
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${side}-decklist`}>{label} Decklist (optional)</label>
          <select id={`${side}-decklist`} className="select" value={value.decklist} disabled={!value.archetype || decklists.length === 0} onChange={(e) => setSide(side, { decklist: e.target.value })}>
            <option value="">{value.archetype && decklists.length === 0 ? 'No decklists' : 'No decklist'}</option>
            {decklists.map((d) => (
              <option key={d.decklistId} value={d.decklistId}>
                {d.name} (v{d.currentVersion})
              </option>
            ))}
          </select>
        </div>
        <PlayerSelect team={project.team} id={`${side}-player`} label={`${label} Player (optional)`} value={value.player?.id ?? ''} onChange={(_id, player) => setSide(side, { player })} noneLabel="No player" />
      </fieldset>
    );
  };

  return (
    <>
      <div className="log-match-sides">
        {sideFields('winner', 'Winner')}
        {sideFields('loser', 'Loser')}
      </div>
      <GamesInput bestOf={form.bestOf} games={form.games} sideboarding={project.gameRules.sideboarding} onChange={(bestOf, games) => onChange({ ...form, bestOf, games })} />
      <div className="log-match-details">
        {form.bestOf === 1 && (
          <div className="field">
            <label htmlFor="went-first">Went First</label>
            <select id="went-first" className="select" value={form.wentFirst} onChange={(e) => onChange({ ...form, wentFirst: e.target.value as WentFirst })}>
              <option value="">Unknown</option>
              <option value="winner">Winner went first</option>
              <option value="loser">Loser went first</option>
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="match-date">Date and Time</label>
          <input
            id="match-date"
            type="datetime-local"
            className="input"
            required
            value={form.date}
            aria-invalid={Boolean(problems.date)}
            aria-describedby={dateHint ? 'match-date-hint' : undefined}
            onChange={(e) => onChange({ ...form, date: e.target.value })}
          />
          {dateHint && (
            <div id="match-date-hint" className="muted small">
              {dateHint}
            </div>
          )}
          {problems.date && <div className="field-error">{problems.date}</div>}
        </div>
      </div>
      <div className="field">
        <label htmlFor="match-notes">Notes (optional)</label>
        <textarea id="match-notes" className="textarea" rows={3} maxLength={2000} value={form.notes} onChange={(e) => onChange({ ...form, notes: e.target.value })} />
      </div>
    </>
  );
}
