import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditArchetypeModal_archetype$key } from '../../__generated__/EditArchetypeModal_archetype.graphql';
import { useUpdateArchetypeMutation } from '../../mutations/useUpdateArchetypeMutation.ts';
import { differingFields, mergeFields, useEditedRevision } from '../../relay/edited-revision.ts';
import { messageOf } from '../../relay/mutation.ts';
import { EditConflictNotice } from '../ui/EditConflictNotice.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { ArchetypeFields, type ArchetypeFieldValues } from './ArchetypeFields.tsx';

const FIELD_LABELS = { name: 'Name', shortName: 'Short Name', description: 'Description', active: 'Active' } as const;

/**
 * Edit Archetype: name, short name (generated again when emptied), description, and whether it is active. Saved as
 * made from the revision the dialog opened at; a teammate's change meanwhile is named, and this edit can be applied
 * on top of it (shown before it is saved) or dropped for it.
 */
export function EditArchetypeModal({ archetype: key, onClose, onSaved }: { archetype: EditArchetypeModal_archetype$key; onClose: () => void; onSaved: () => void }) {
  const archetype = useFragment(
    graphql`
      fragment EditArchetypeModal_archetype on Archetype {
        id
        revision
        name
        shortName
        description
        isActive
      }
    `,
    key,
  );
  const ids = useId();
  const newest = { name: archetype.name, shortName: archetype.shortName ?? '', description: archetype.description ?? '', active: archetype.isActive };
  const [opened, setOpened] = useState(newest);
  const [values, setValues] = useState<ArchetypeFieldValues & { active: boolean }>(newest);
  const { name, shortName, description, active } = values;
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateArchetypeMutation();
  const edit = useEditedRevision(archetype.revision);

  /** The form continues from the archetype as it is now, holding `next` (this edit on top of it, or theirs). */
  const rebase = (next: typeof values) => {
    setOpened(newest);
    setValues(next);
    edit.rebase();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Archetype name is required');
    try {
      const saved = await edit.save(
        (baseRevision) => update({ id: archetype.id, name: name.trim(), shortName: shortName.trim(), description: description.trim(), isActive: active, baseRevision }),
        (a) => a.revision,
      );
      if (saved) onSaved();
    } catch (problem) {
      setError(messageOf(problem, 'Failed to update archetype'));
    }
  }

  return (
    <Modal
      title="Edit Archetype"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={`${ids}-form`} className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        {edit.refusal && (
          <EditConflictNotice
            refusal={edit.refusal}
            differences={differingFields(opened, newest, FIELD_LABELS)}
            actions={[
              { label: 'Apply my changes to theirs', primary: true, onClick: () => rebase(mergeFields(opened, values, newest).merged) },
              { label: 'Discard mine and take theirs', onClick: () => rebase(newest) },
            ]}
          />
        )}
        <ArchetypeFields id={ids} values={values} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
        <div className="field">
          <label className="row">
            <input type="checkbox" checked={active} aria-describedby={`${ids}-active-hint`} onChange={(e) => setValues((current) => ({ ...current, active: e.target.checked }))} /> Active
          </label>
          <span id={`${ids}-active-hint`} className="hint">
            Inactive archetypes are not offered for new matches and leave the matrix unless it includes inactive ones; their matches stay.
          </span>
        </div>
      </form>
    </Modal>
  );
}
