import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditMatchModal_match$data, EditMatchModal_match$key } from '../../__generated__/EditMatchModal_match.graphql';
import type { EditMatchModal_project$key } from '../../__generated__/EditMatchModal_project.graphql';
import { useUpdateMatchMutation } from '../../mutations/useUpdateMatchMutation.ts';
import { differingFields, mergeFields, useEditedRevision } from '../../relay/edited-revision.ts';
import { messageOf } from '../../relay/mutation.ts';
import { EditConflictNotice } from '../ui/EditConflictNotice.tsx';
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

const FIELD_LABELS = { winner: 'Winner', loser: 'Loser', bestOf: 'Format', games: 'Games', wentFirst: 'Went First', date: 'Date and Time', notes: 'Notes' } as const;

const side = (archetype: { readonly id: string }, decklist: { readonly databaseId: string } | null | undefined, user: Side['player'] | null | undefined): Side => ({
  archetype: archetype.id,
  decklist: decklist?.databaseId ?? '',
  player: user ? { id: user.id, username: user.username, displayName: user.displayName } : null,
});

/** A stored match as the form's values. */
function formOf(match: EditMatchModal_match$data): MatchFormValues {
  return {
    winner: side(match.winnerArchetype, match.winnerDecklist, match.winnerUser),
    loser: side(match.loserArchetype, match.loserDecklist, match.loserUser),
    wentFirst: wentFirstValue(match.wentFirst),
    bestOf: bestOfValue(match.bestOf),
    games: match.games.map((game) => ({ wonBy: sideValue(game.wonBy), onThePlay: sideValue(game.onThePlay), sideboarded: game.sideboarded })),
    date: localDateTimeValue(new Date(match.matchDate)),
    notes: match.notes ?? '',
  };
}

/**
 * Edit Match: the logged match's fields in the log form, saved with updateMatch as made from the revision the dialog
 * opened at. When a teammate changed the match meanwhile, the save is refused: the dialog names the fields they
 * changed and offers to apply this edit on top of theirs (shown before it is saved) or to take theirs.
 */
export function EditMatchModal({ match: matchKey, project: projectKey, connectionId, listShowsDeleted, onClose }: Props) {
  const match = useFragment(
    graphql`
      fragment EditMatchModal_match on Match {
        id
        revision
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
  // What the form started from: the match as opened, then as it was when a change was applied on top of it.
  const [opened, setOpened] = useState(() => formOf(match));
  const [form, setForm] = useState<MatchFormValues>(opened);
  const [problems, setProblems] = useState<MatchFormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [updateMatch, saving] = useUpdateMatchMutation();
  const edit = useEditedRevision(match.revision);
  const newest = formOf(match);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    setError(null);
    if (hasProblems(found) || saving) return;
    try {
      const fields = matchFields(form);
      // The form shows minutes: an untouched date is left as it was, seconds included.
      const matchDate = form.date === opened.date ? undefined : fields.matchDate;
      const saved = await edit.save((baseRevision) => updateMatch({ id: match.id, ...fields, matchDate, baseRevision }, connectionId, listShowsDeleted), (m) => m.revision);
      if (saved) onClose();
    } catch (failure) {
      setError(messageOf(failure, 'Failed to update match'));
    }
  }

  /** The form continues from the match as it is now, holding `values` (this edit on top of it, or theirs). */
  const rebase = (values: MatchFormValues) => {
    setOpened(newest);
    setForm(values);
    edit.rebase();
  };

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
        {edit.refusal && (
          <EditConflictNotice
            refusal={edit.refusal}
            differences={differingFields(opened, newest, FIELD_LABELS)}
            actions={[
              { label: 'Apply my changes to theirs', primary: true, onClick: () => rebase(mergeFields(opened, form, newest).merged) },
              { label: 'Discard mine and take theirs', onClick: () => rebase(newest) },
            ]}
          />
        )}
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
