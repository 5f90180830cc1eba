import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditArchetypeModal_archetype$key } from '../../__generated__/EditArchetypeModal_archetype.graphql';
import { useUpdateArchetypeMutation } from '../../mutations/useUpdateArchetypeMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { ArchetypeFields, type ArchetypeFieldValues } from './ArchetypeFields.tsx';

/** Edit Archetype: name, short name (generated again when emptied), description, and whether it is active. */
export function EditArchetypeModal({ archetype: key, onClose, onSaved }: { archetype: EditArchetypeModal_archetype$key; onClose: () => void; onSaved: () => void }) {
  const archetype = useFragment(
    graphql`
      fragment EditArchetypeModal_archetype on Archetype {
        id
        name
        shortName
        description
        isActive
      }
    `,
    key,
  );
  const ids = useId();
  const [values, setValues] = useState<ArchetypeFieldValues>({ name: archetype.name, shortName: archetype.shortName ?? '', description: archetype.description ?? '' });
  const { name, shortName, description } = values;
  const [active, setActive] = useState(archetype.isActive);
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateArchetypeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Archetype name is required');
    try {
      await update({ id: archetype.id, name: name.trim(), shortName: shortName.trim(), description: description.trim(), isActive: active });
      onSaved();
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
        <ArchetypeFields id={ids} values={values} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
        <div className="field">
          <label className="row">
            <input type="checkbox" checked={active} aria-describedby={`${ids}-active-hint`} onChange={(e) => setActive(e.target.checked)} /> Active
          </label>
          <span id={`${ids}-active-hint`} className="hint">
            Inactive archetypes are not offered for new matches and leave the matrix unless it includes inactive ones; their matches stay.
          </span>
        </div>
      </form>
    </Modal>
  );
}
