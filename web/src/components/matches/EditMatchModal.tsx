import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditMatchModal_match$key } from '../../__generated__/EditMatchModal_match.graphql';
import type { EditMatchModal_project$key } from '../../__generated__/EditMatchModal_project.graphql';
import { useUpdateMatchMutation } from '../../mutations/useUpdateMatchMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { localDateTimeValue } from './match-display.ts';
import { MatchFields } from './MatchFields.tsx';
import { bestOfValue, hasProblems, matchFields, sideValue, problemsOf, swapSides, wentFirstValue, type MatchFormProblems, type MatchFormValues, type Side } from './match-form.ts';

interface Props {
  match: EditMatchModal_match$key;
  project: EditMatchModal_project$key;
  /** The list the match is in: it moves there when its date changes. */
  connectionId: string;
  listShowsDeleted: boolean;
  onClose: () => void;
}

/** Edit Match: the logged match's fields in the log form, saved with updateMatch. */
export function EditMatchModal({ match: matchKey, project: projectKey, connectionId, listShowsDeleted, onClose }: Props) {
  const match = useFragment(
    graphql`
      fragment EditMatchModal_match on Match {
        id
        wentFirst
        bestOf
        games {
          wonBy
          onThePlay
          sideboarded
        }
        matchDate
        notes
        winnerArchetype {
          id
        }
        loserArchetype {
          id
        }
        winnerDecklist {
          databaseId
        }
        loserDecklist {
          databaseId
        }
        winnerUser {
          id
          username
          displayName
        }
        loserUser {
          id
          username
          displayName
        }
      }
    `,
    matchKey,
  );
  const project = useFragment(
    graphql`
      fragment EditMatchModal_project on Project {
        ...MatchFields_project
      }
    `,
    projectKey,
  );
  const side = (archetype: { readonly id: string }, decklist: { readonly databaseId: string } | null | undefined, user: Side['player'] | null | undefined): Side => ({
    archetype: archetype.id,
    decklist: decklist?.databaseId ?? '',
    player: user ? { id: user.id, username: user.username, displayName: user.displayName } : null,
  });
  const [loggedAt] = useState(() => localDateTimeValue(new Date(match.matchDate)));
  const [form, setForm] = useState<MatchFormValues>(() => ({
    winner: side(match.winnerArchetype, match.winnerDecklist, match.winnerUser),
    loser: side(match.loserArchetype, match.loserDecklist, match.loserUser),
    wentFirst: wentFirstValue(match.wentFirst),
    bestOf: bestOfValue(match.bestOf),
    games: match.games.map((game) => ({ wonBy: sideValue(game.wonBy), onThePlay: sideValue(game.onThePlay), sideboarded: game.sideboarded })),
    date: loggedAt,
    notes: match.notes ?? '',
  }));
  const [problems, setProblems] = useState<MatchFormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [updateMatch, saving] = useUpdateMatchMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    setError(null);
    if (hasProblems(found) || saving) return;
    try {
      const fields = matchFields(form);
      // The form shows minutes: an untouched date is left as it was, seconds included.
      await updateMatch({ id: match.id, ...fields, matchDate: form.date === loggedAt ? undefined : fields.matchDate }, connectionId, listShowsDeleted);
      onClose();
    } catch (failure) {
      setError(messageOf(failure, 'Failed to update match'));
    }
  }

  return (
    <Modal
      title="Edit Match"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setForm(swapSides)}>
            <Icon name="swap" size={16} /> Swap Winner and Loser
          </button>
          <button type="submit" form="edit-match-form" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </button>
        </>
      }
    >
      <form id="edit-match-form" className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <MatchFields
          project={project}
          value={form}
          onChange={setForm}
          problems={problems}
          onProblemsChange={setProblems}
          keepArchetypes={[match.winnerArchetype.id, match.loserArchetype.id]}
        />
      </form>
    </Modal>
  );
}
