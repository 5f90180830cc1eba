import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LogMatchModal_project$key } from '../../__generated__/LogMatchModal_project.graphql';
import { useLogMatchMutation, type OptimisticMatch } from '../../mutations/useLogMatchMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { useSession } from '../../session/useSession.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { localDateTimeValue } from './match-display.ts';
import { MatchFields } from './MatchFields.tsx';
import { emptySide, freshForm, hasProblems, matchFields, nextGame, problemsOf, readOwnDeck, rememberOwnDeck, swapSides, type MatchFormProblems, type MatchFormValues, type Side } from './match-form.ts';
import './matches.css';

interface Choices {
  readonly id: string;
  readonly archetypes: { readonly edges: readonly { readonly node: { readonly id: string; readonly isActive: boolean } }[] };
  readonly decklistChoices: readonly { readonly decklistId: string }[];
}

/** The person's remembered side in the project, if its archetype is still active there (a removed decklist is left out). */
function ownDeckIn(project: Choices, userId: string): Side {
  const saved = readOwnDeck(project.id, userId);
  if (!saved || !project.archetypes.edges.some(({ node }) => node.id === saved.archetype && node.isActive)) return emptySide;
  return project.decklistChoices.some((d) => d.decklistId === saved.decklist) ? saved : { ...saved, decklist: '' };
}

/** The success screen gives way to the next game's form after this long. */
export const SUCCESS_RESET_MS = 1500;

/**
 * Log New Match: both archetypes (required), decklists and players (optional), who went first, when, notes. The
 * match shows in `connectionId`'s list as soon as it is sent. Built for a night of games: the form opens with the
 * deck the person last played in this project, the next game keeps both sides (Swap Winner and Loser turns the
 * result around), and focus waits on Log Match, so a second game is Log Another Match, Swap if needed, Log Match.
 */
export function LogMatchModal({ project: key, connectionId, onClose }: { project: LogMatchModal_project$key; connectionId: string; onClose: () => void }) {
  const project = useFragment(
    graphql`
      fragment LogMatchModal_project on Project {
        id
        archetypes(first: 100) {
          edges {
            node {
              id
              name
              isActive
            }
          }
        }
        decklistChoices {
          decklistId
          name
          currentVersion
        }
        gameRules {
          sideboarding
          bestOf
        }
        ...MatchFields_project
      }
    `,
    key,
  );
  const user = useSession()?.user ?? null;
  const [logMatch, inFlight] = useLogMatchMutation();
  const { sideboarding, bestOf } = project.gameRules;
  const rules = useMemo(() => ({ sideboarding, bestOf }), [sideboarding, bestOf]);
  const [form, setForm] = useState<MatchFormValues>(() => freshForm(rules, user ? ownDeckIn(project, user.id) : emptySide));
  // The date the form was given (when it opened, or at the next game): left as it is, the match is logged at the
  // moment Log Match is pressed, so the matches of one sitting do not share the time the dialog opened.
  const [givenDate, setGivenDate] = useState(form.date);
  const [problems, setProblems] = useState<MatchFormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [logged, setLogged] = useState(false);
  const [nextGameReady, setNextGameReady] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  /** One side of the row the list shows until the server's answer replaces it (record ids made up for the guess). */
  const guess = (value: Side) => {
    const decklist = project.decklistChoices.find((d) => d.decklistId === value.decklist);
    return {
      archetype: { id: value.archetype, name: project.archetypes.edges.find(({ node }) => node.id === value.archetype)?.node.name ?? '' },
      decklist: decklist ? { id: `client:optimistic-decklist:${decklist.decklistId}`, databaseId: decklist.decklistId, name: decklist.name } : null,
      version: decklist?.currentVersion ?? null,
      user: value.player ? { id: value.player.id, username: value.player.username, displayName: value.player.displayName ?? null } : null,
    };
  };

  const startNextGame = useCallback(() => {
    const now = new Date();
    setLogged(false);
    setNextGameReady(true);
    setForm((last) => nextGame(last, rules, now));
    setGivenDate(localDateTimeValue(now));
  }, [rules]);

  // The success screen gives way to the next game's form after 1.5 s.
  useEffect(() => {
    if (!logged) return;
    const timer = setTimeout(startNextGame, SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [logged, startNextGame]);

  // The next game's form waits on Log Match: the same result again is one Enter away. (This runs after the dialog
  // has put focus on its first field.)
  useEffect(() => {
    if (!logged && nextGameReady) submitButton.current?.focus();
  }, [logged, nextGameReady]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    setError(null);
    if (hasProblems(found) || inFlight) return;
    const fields = { ...matchFields(form), ...(form.date === givenDate ? { matchDate: new Date().toISOString() } : {}) };
    const [winner, loser] = [guess(form.winner), guess(form.loser)];
    const optimistic: OptimisticMatch = {
      matchDate: fields.matchDate ?? new Date().toISOString(),
      wentFirst: fields.wentFirst,
      bestOf: fields.bestOf,
      games: fields.games,
      notes: fields.notes,
      isActive: true,
      revision: 1,
      winnerArchetype: winner.archetype,
      winnerDecklist: winner.decklist,
      winnerDecklistVersion: winner.version,
      winnerUser: winner.user,
      loserArchetype: loser.archetype,
      loserDecklist: loser.decklist,
      loserDecklistVersion: loser.version,
      loserUser: loser.user,
    };
    try {
      await logMatch({ projectId: project.id, ...fields }, [connectionId], optimistic);
      if (user) rememberOwnDeck(project.id, user, form);
      setLogged(true);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to log match'));
    }
  }

  if (logged) {
    return (
      // Keyed apart, so each screen is a dialog of its own that puts focus on its first control.
      <Modal key="logged" title="Log New Match" onClose={onClose}>
        <div className="log-match-success" role="status">
          <Icon name="check" size={40} />
          <h3>Match Logged</h3>
          <p className="muted">The result is in the list and the matchup matrix. The next game keeps both decks and players.</p>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={startNextGame}>
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

  return (
    <Modal
      key="form"
      title="Log New Match"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setForm(swapSides)} disabled={!form.winner.archetype && !form.loser.archetype}>
            <Icon name="swap" size={16} /> Swap Winner and Loser
          </button>
          <button ref={submitButton} type="submit" form="log-match-form" className="btn btn-primary" disabled={inFlight}>
            {inFlight ? 'Logging…' : 'Log Match'}
          </button>
        </>
      }
    >
      <form id="log-match-form" className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <MatchFields project={project} value={form} onChange={setForm} problems={problems} onProblemsChange={setProblems} dateHint={form.date === givenDate ? 'Now, when you log the match, unless you change it.' : undefined} />
      </form>
    </Modal>
  );
}
