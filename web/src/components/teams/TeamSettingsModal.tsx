import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { TeamSettingsModal_team$key } from '../../__generated__/TeamSettingsModal_team.graphql';
import { useTeamSettingsMutations } from '../../mutations/useTeamSettingsMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { SettingsDialog } from '../ui/SettingsDialog.tsx';
import { TypedConfirmDialog } from '../ui/TypedConfirmDialog.tsx';
import { useToast } from '../ui/Toasts.tsx';

const TEAM_NAME_MAX = 100;

/** The owner's team settings: name, description, visibility, and deleting the team (confirmed by typing its name). */
export function TeamSettingsModal({ team: key, onClose }: { team: TeamSettingsModal_team$key; onClose: () => void }) {
  const team = useFragment(
    graphql`
      fragment TeamSettingsModal_team on Team {
        id
        name
        description
        visibility
      }
    `,
    key,
  );
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useTeamSettingsMutations();
  const [name, setName] = useState(team.name);
  const [description, setDescription] = useState(team.description ?? '');
  const [visibility, setVisibility] = useState(team.visibility);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Team name is required');
    try {
      await settings.update({ id: team.id, name: name.trim(), description: description.trim(), visibility });
      toast('Team settings saved', 'success');
      onClose();
    } catch (caught) {
      setError(messageOf(caught, 'Could not save the team'));
    }
  };
  const remove = async () => {
    try {
      await settings.remove(team.id);
      toast(`Team "${team.name}" deleted`, 'success');
      navigate('/teams');
    } catch (caught) {
      setDeleteError(messageOf(caught, 'Could not delete the team'));
    }
  };

  if (deleting) {
    return (
      <TypedConfirmDialog
        title="Delete team"
        message={`This deletes "${team.name}" with all its projects, archetypes, decklists, matches and comments, for every member. It cannot be undone.`}
        name={team.name}
        confirmLabel="Delete team"
        busy={settings.busy}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    );
  }
  return (
    <SettingsDialog
      title="Team settings"
      busy={settings.busy}
      error={error}
      onSubmit={save}
      onClose={onClose}
      danger={{ text: 'Deleting the team deletes all its projects and everything in them.', label: 'Delete team…', onClick: () => setDeleting(true) }}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Team name *</label>
        <input id={`${id}-name`} className="input" value={name} maxLength={TEAM_NAME_MAX} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} className="input description-input" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-visibility`}>Visibility</label>
        <select id={`${id}-visibility`} className="select" value={visibility} onChange={(e) => setVisibility(e.target.value as typeof visibility)}>
          <option value="private">Private: only members see the team</option>
          <option value="public">Public: anyone can see the team and its public projects</option>
        </select>
      </div>
    </SettingsDialog>
  );
}
