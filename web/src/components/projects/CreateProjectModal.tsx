import { useId, useState, type FormEvent } from 'react';
import { useCreateProjectMutation } from '../../mutations/useCreateProjectMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { TagInput } from './TagInput.tsx';
import { useGameSuggestions } from './useGameSuggestions.ts';

export const PROJECT_NAME_MAX = 100;

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<'private' | 'public'>('private');
  const [game, setGame] = useState('');
  const [format, setFormat] = useState('');
  const [tags, setTags] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const { games, formats } = useGameSuggestions(game);

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
        <div className="field">
          <label htmlFor={`${id}-name`}>Project name *</label>
          <input id={`${id}-name`} className="input" value={name} maxLength={PROJECT_NAME_MAX} onChange={(e) => setName(e.target.value)} placeholder="e.g. Regional Championship prep" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea id={`${id}-description`} className="input description-input" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="What is this project testing?" />
        </div>
        <div className="project-form-pair">
          <div className="field">
            <label htmlFor={`${id}-game`}>Game *</label>
            <input id={`${id}-game`} className="input" list={`${id}-games`} value={game} maxLength={100} onChange={(e) => setGame(e.target.value)} placeholder="Choose or type a game" autoComplete="off" />
            <datalist id={`${id}-games`}>
              {games.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          </div>
          <div className="field">
            <label htmlFor={`${id}-format`}>Format</label>
            <input id={`${id}-format`} className="input" list={`${id}-formats`} value={format} maxLength={100} onChange={(e) => setFormat(e.target.value)} placeholder="Optional" autoComplete="off" />
            <datalist id={`${id}-formats`}>
              {formats.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-visibility`}>Visibility</label>
          <select id={`${id}-visibility`} className="select" value={visibility} onChange={(e) => setVisibility(e.target.value as 'private' | 'public')}>
            <option value="private">Private: only team members</option>
            <option value="public">Public: anyone can view</option>
          </select>
        </div>
        <TagInput id={`${id}-tags`} label="Tags" tags={tags} onChange={setTags} />
      </form>
    </Modal>
  );
}
