import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LogMatchModal_project$key } from '../../__generated__/LogMatchModal_project.graphql';
import { useLogMatchMutation, type OptimisticMatch } from '../../mutations/useLogMatchMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Icon } from '../ui/Icon.tsx';
import { ShowingOf } from '../ui/LoadMore.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { GamesInput } from './GamesInput.tsx';
import { gamesProblem, type BestOf, type GameChoice } from './games-form.ts';
import { isoFromLocal, localDateTimeValue } from './match-display.ts';
import { PlayerSelect, type Player } from './PlayerSelect.tsx';
import './matches.css';

/** The success screen resets to a fresh form after this long. */
export const SUCCESS_RESET_MS = 1500;

const WINNER_REQUIRED = 'Winner archetype or user is required';
const LOSER_REQUIRED = 'Loser archetype or user is required';

interface Side {
  /** Relay ID of the archetype. */
  archetype: string;
  /** Database id of the decklist (the project's decklist choices name them so). */
  decklist: string;
  /** The chosen team member, if any. */
  player: Player | null;
}

const emptySide: Side = { archetype: '', decklist: '', player: null };

function freshForm() {
  return { winner: emptySide, loser: emptySide, wentFirst: '', bestOf: 1 as BestOf, games: [] as GameChoice[], date: localDateTimeValue(new Date()), notes: '' };
}

/** GraphQL's MatchSide for a side. */
const sideEnum = (side: GameChoice['wonBy']) => (side === 'winner' ? ('WINNER' as const) : ('LOSER' as const));

/**
 * Log New Match: both archetypes (required), decklists and players (optional), best of 1, 3 or 5 with each game's
 * result and who was on the play, who went first (game 1's player on the play when games are given), when, notes. The
 * match shows at the top of `connectionId`'s list as soon as it is sent.
 */
export function LogMatchModal({ project: key, connectionId, onClose }: { project: LogMatchModal_project$key; connectionId: string; onClose: () => void }) {
  const project = useFragment(
    graphql`
      fragment LogMatchModal_project on Project {
        id
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
      }
    `,
    key,
  );
  const [logMatch, inFlight] = useLogMatchMutation();
  const [form, setForm] = useState(freshForm);
  const [problems, setProblems] = useState<{ winner?: string; loser?: string; date?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [logged, setLogged] = useState(false);

  const archetypes = useMemo(() => project.archetypes.edges.map((e) => e.node).filter((a) => a.isActive), [project]);
  const decklistsOf = (archetypeId: string) => {
    const databaseId = project.archetypes.edges.find(({ node }) => node.id === archetypeId)?.node.databaseId;
    return project.decklistChoices.filter((d) => d.archetypeId === databaseId);
  };

  /** One side of the row the list shows until the server's answer replaces it (record ids made up for the guess). */
  const guess = (value: Side) => {
    const decklist = project.decklistChoices.find((d) => d.decklistId === value.decklist);
    return {
      archetype: { id: value.archetype, name: archetypes.find((a) => a.id === value.archetype)?.name ?? '' },
      decklist: decklist ? { id: `client:optimistic-decklist:${decklist.decklistId}`, name: decklist.name } : null,
      version: decklist?.currentVersion ?? null,
      user: value.player ? { id: value.player.id, username: value.player.username, displayName: value.player.displayName ?? null } : null,
    };
  };

  // The success screen gives way to a fresh form after 1.5 s, ready for the next game.
  useEffect(() => {
    if (!logged) return;
    const timer = setTimeout(() => {
      setLogged(false);
      setForm(freshForm());
    }, SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [logged]);

  const setSide = (side: 'winner' | 'loser', changes: Partial<Side>) =>
    setForm((f) => ({ ...f, [side]: { ...f[side], ...changes, ...(changes.archetype !== undefined ? { decklist: '' } : {}) } }));

  const optimisticMatch = (matchDate: string | null, wentFirst: boolean | null, notes: string | null, games: OptimisticMatch['games']): OptimisticMatch => {
    const [winner, loser] = [guess(form.winner), guess(form.loser)];
    return {
      matchDate: matchDate ?? new Date().toISOString(),
      wentFirst,
      games,
      notes,
      isActive: true,
      winnerArchetype: winner.archetype,
      winnerDecklist: winner.decklist,
      winnerDecklistVersion: winner.version,
      winnerUser: winner.user,
      loserArchetype: loser.archetype,
      loserDecklist: loser.decklist,
      loserDecklistVersion: loser.version,
      loserUser: loser.user,
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      winner: form.winner.archetype ? undefined : WINNER_REQUIRED,
      loser: form.loser.archetype ? undefined : LOSER_REQUIRED,
      date: isoFromLocal(form.date) ? undefined : 'Match date is not a valid date',
    };
    setProblems(found);
    setError(null);
    if (found.winner || found.loser || found.date || gamesProblem(form.bestOf, form.games) || inFlight) return;
    const games = form.games.map((game) => ({ wonBy: sideEnum(game.wonBy), onThePlay: sideEnum(game.onThePlay), sideboarded: game.sideboarded }));
    const wentFirst = games.length > 0 ? form.games[0].onThePlay === 'winner' : form.wentFirst === '' ? null : form.wentFirst === 'winner';
    const matchDate = isoFromLocal(form.date);
    const notes = form.notes.trim() || null;
    try {
      await logMatch(
        {
          projectId: project.id,
          winnerArchetypeId: form.winner.archetype,
          loserArchetypeId: form.loser.archetype,
          winnerDecklistId: form.winner.decklist || null,
          loserDecklistId: form.loser.decklist || null,
          winnerUserId: form.winner.player?.id ?? null,
          loserUserId: form.loser.player?.id ?? null,
          wentFirst,
          bestOf: form.bestOf,
          games,
          matchDate,
          notes,
        },
        [connectionId],
        optimisticMatch(matchDate, wentFirst, notes, games.map(({ wonBy }) => ({ wonBy }))),
      );
      setLogged(true);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to log match'));
    }
  }

  if (logged) {
    return (
      <Modal title="Log New Match" onClose={onClose}>
        <div className="log-match-success" role="status">
          <Icon name="check" size={40} />
          <h3>Match Logged</h3>
          <p className="muted">The result is in the list and the matchup matrix.</p>
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setLogged(false);
                setForm(freshForm());
              }}
            >
              Log Another Match
            </button>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      </Modal>
    );
  }

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
              setProblems((p) => ({ ...p, [side]: undefined }));
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
    <Modal
      title="Log New Match"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="log-match-form" className="btn btn-primary" disabled={inFlight}>
            {inFlight ? 'Logging…' : 'Log Match'}
          </button>
        </>
      }
    >
      <form id="log-match-form" className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="log-match-sides">
          {sideFields('winner', 'Winner')}
          {sideFields('loser', 'Loser')}
        </div>
        <GamesInput bestOf={form.bestOf} games={form.games} onChange={(bestOf, games) => setForm((f) => ({ ...f, bestOf, games }))} />
        <div className="log-match-details">
          {form.bestOf === 1 && (
            <div className="field">
              <label htmlFor="went-first">Went First</label>
              <select id="went-first" className="select" value={form.wentFirst} onChange={(e) => setForm((f) => ({ ...f, wentFirst: e.target.value }))}>
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
              onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
            />
            {problems.date && <div className="field-error">{problems.date}</div>}
          </div>
        </div>
        <div className="field">
          <label htmlFor="match-notes">Notes (optional)</label>
          <textarea id="match-notes" className="textarea" rows={3} maxLength={2000} value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} />
        </div>
      </form>
    </Modal>
  );
}
