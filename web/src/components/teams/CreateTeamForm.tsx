import { useId, useState, type FormEvent } from 'react';
import { useCreateTeamMutation } from '../../mutations/useCreateTeamMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Alert } from '../ui/States.tsx';

export const TEAM_NAME_MAX = 100;

/** The inline create-team form of /teams. Submit stays disabled while the name is blank. */
export function CreateTeamForm({ connections, onCancel, onCreated }: { /** Team lists the new team joins. */ connections: readonly string[]; onCancel: () => void; onCreated: () => void }) {
  const id = useId();
  const [createTeam, creating] = useCreateTeamMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<'private' | 'public'>('private');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = !name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    if (blank) {
      setTouched(true);
      return;
    }
    setError(null);
    try {
      await createTeam({ name: name.trim(), description: description.trim() || undefined, visibility }, connections);
      onCreated();
    } catch (caught) {
      setError(messageOf(caught, 'Failed to create team'));
    }
  };

  return (
    <form className="card form create-team-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create a Team</h2>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="field">
        <label htmlFor={`${id}-name`}>Team name *</label>
        <input
          id={`${id}-name`}
          className="input"
          // The form opens on request (Create Team): typing can start at once.
          autoFocus
          value={name}
          maxLength={TEAM_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && blank}
          aria-describedby={`${id}-name-hint`}
          placeholder="e.g. Friday Night Grinders"
        />
        {touched && blank ? (
          <span id={`${id}-name-hint`} className="create-team-name-error">
            Team name is required
          </span>
        ) : (
          <span id={`${id}-name-hint`} className="hint">
            Up to {TEAM_NAME_MAX} characters.
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} className="input description-input" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="What does your team play?" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-visibility`}>Visibility</label>
        <select id={`${id}-visibility`} className="select" value={visibility} onChange={(e) => setVisibility(e.target.value as 'private' | 'public')}>
          <option value="private">Private: only members can see the team</option>
          <option value="public">Public: anyone can see the team</option>
        </select>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={blank || creating}>
          {creating ? 'Creating…' : 'Create Team'}
        </button>
      </div>
    </form>
  );
}
