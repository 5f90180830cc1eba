import { useId, useState, type FormEvent } from 'react';
import { useCreateProjectMutation } from '../../mutations/useCreateProjectMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { ProjectFields, type ProjectFieldValues } from './ProjectFields.tsx';

type Created = Awaited<ReturnType<ReturnType<typeof useCreateProjectMutation>[0]>>;

/**
 * The create-project dialog of a team page: name (required), description, visibility, game (required, with
 * suggestions), format (optional, suggestions for the chosen game) and tags. Errors keep the dialog open.
 */
export function CreateProjectModal({
  teamId,
  connections,
  onClose,
  onCreated,
}: {
  /** Relay ID of the team. */
  teamId: string;
  /** The team's project lists in the store, which the new project joins. */
  connections: readonly string[];
  onClose: () => void;
  onCreated: (project: Created) => void;
}) {
  const id = useId();
  const [createProject, creating] = useCreateProjectMutation();
  const [values, setValues] = useState<ProjectFieldValues>({ name: '', description: '', visibility: 'private', game: '', format: '', tags: [] });
  const { name, description, visibility, game, format, tags } = values;
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setAttempted(true);
    setError(null);
    if (!name.trim()) return;
    try {
      const project = await createProject(
        {
          teamId,
          name: name.trim(),
          description: description.trim() || undefined,
          visibility,
          game: game.trim(),
          format: format.trim() || undefined,
          tags: [...tags],
        },
        connections,
      );
      onCreated(project);
    } catch (caught) {
      setError(messageOf(caught, 'Failed to create project'));
    }
  };

  // The name message follows the box once a submit was tried, so it disappears as soon as a name is typed.
  const shownError = attempted && !name.trim() ? 'Project name is required' : error;
  const formId = `${id}-form`;
  return (
    <Modal
      title="Create New Project"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={creating || !game.trim()}>
            {creating ? 'Creating…' : 'Create Project'}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {shownError && <Alert tone="error">{shownError}</Alert>}
        <ProjectFields id={id} values={values} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      </form>
    </Modal>
  );
}
