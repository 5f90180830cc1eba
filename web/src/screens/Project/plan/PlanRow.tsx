import { graphql, useFragment } from 'react-relay';
import type { PlanRow_matchup$key } from '../../../__generated__/PlanRow_matchup.graphql';

/** A matchup of the plan as the editor holds it until saved. */
export interface DraftMatchup {
  archetypeId: string;
  opponentId: string;
  kind: 'matches' | 'width';
  /** The target as typed: matches, or an interval width (0 to 1). */
  value: string;
  playerIds: string[];
}

interface Props {
  draft: DraftMatchup;
  /** The saved matchup with its progress; null while it is only in the draft. */
  matchup: PlanRow_matchup$key | null;
  names: Map<string, string>;
  members: ReadonlyArray<{ databaseId: string; username: string }>;
  editable: boolean;
  onChange: (next: DraftMatchup) => void;
  onRemove: () => void;
}

/** One planned matchup: its target, its players and a progress bar. */
export function PlanRow({ draft, matchup: key, names, members, editable, onChange, onRemove }: Props) {
  const progress = useFragment(
    graphql`
      fragment PlanRow_matchup on TestPlanMatchup {
        matchesPlayed
        wins
        intervalWidth
        matchesNeeded
        progress
        done
        players {
          databaseId
          username
        }
      }
    `,
    key,
  );
  const title = `${names.get(draft.archetypeId) ?? 'Unknown'} vs ${names.get(draft.opponentId) ?? 'Unknown'}`;
  const status = !progress
    ? 'Not saved yet'
    : progress.done
      ? `Done: ${progress.matchesPlayed} matches (${progress.wins}–${progress.matchesPlayed - progress.wins}), interval width ${Math.round(progress.intervalWidth * 100)} points`
      : `${progress.matchesPlayed} played (${progress.wins}–${progress.matchesPlayed - progress.wins}), about ${progress.matchesNeeded} more needed · interval width ${Math.round(progress.intervalWidth * 100)} points`;
  const toggle = (id: string, on: boolean) => onChange({ ...draft, playerIds: on ? [...draft.playerIds, id] : draft.playerIds.filter((p) => p !== id) });

  return (
    <li className="plan-row" aria-label={title}>
      <div className="row-between">
        <strong>{title}</strong>
        {editable && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </button>
        )}
      </div>
      <div className="row plan-progress">
        <span className={`plan-bar${progress?.done ? ' is-done' : ''}`} role="progressbar" aria-label={`Progress of ${title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress?.progress ?? 0) * 100)}>
          <span style={{ width: `${Math.round((progress?.progress ?? 0) * 100)}%` }} />
        </span>
        <span className="muted small">{status}</span>
      </div>
      {editable ? (
        <div className="row plan-target">
          <select className="select select-sm" aria-label={`Target of ${title}`} value={draft.kind} onChange={(e) => onChange({ ...draft, kind: e.target.value as DraftMatchup['kind'], value: e.target.value === 'width' ? '0.3' : '10' })}>
            <option value="matches">Matches</option>
            <option value="width">Interval width at most</option>
          </select>
          <input
            type="number"
            className="input input-sm input-share"
            min={draft.kind === 'matches' ? 1 : 0.03}
            max={draft.kind === 'matches' ? 1000 : 0.99}
            step={draft.kind === 'matches' ? 1 : 0.01}
            aria-label={`Target value of ${title}`}
            value={draft.value}
            onChange={(e) => onChange({ ...draft, value: e.target.value })}
          />
          {members.length > 0 && (
            <fieldset className="plan-players">
              <legend className="small">Players</legend>
              {members.map((m) => (
                <label key={m.databaseId} className="deck-choice-toggle small">
                  <input type="checkbox" checked={draft.playerIds.includes(m.databaseId)} onChange={(e) => toggle(m.databaseId, e.target.checked)} /> {m.username}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ) : (
        <p className="muted small">
          Target: {draft.kind === 'matches' ? `${draft.value} matches` : `interval width at most ${Math.round(Number(draft.value) * 100)} points`}
          {progress && progress.players.length > 0 && ` · Players: ${progress.players.map((p) => p.username).join(', ')}`}
        </p>
      )}
    </li>
  );
}
