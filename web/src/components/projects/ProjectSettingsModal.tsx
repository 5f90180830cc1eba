import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ProjectSettingsModal_project$key } from '../../__generated__/ProjectSettingsModal_project.graphql';
import { useProjectSettingsMutations } from '../../mutations/useProjectSettingsMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SettingsDialog } from '../ui/SettingsDialog.tsx';
import { TypedConfirmDialog } from '../ui/TypedConfirmDialog.tsx';
import { useToast } from '../ui/Toasts.tsx';
import { ProjectFields, type ProjectFieldValues } from './ProjectFields.tsx';

type Step = 'edit' | 'confirm-public' | 'delete';

/**
 * A project's settings for its team's owner and admins: every field, whether it is active, and deleting it (confirmed
 * by typing its name). Making a private project public asks first, since everyone can then read all of it.
 */
export function ProjectSettingsModal({ project: key, onClose }: { project: ProjectSettingsModal_project$key; onClose: () => void }) {
  const project = useFragment(
    graphql`
      fragment ProjectSettingsModal_project on Project {
        id
        teamDatabaseId
        name
        description
        visibility
        game
        format
        tags
        isActive
      }
    `,
    key,
  );
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useProjectSettingsMutations();
  const [values, setValues] = useState<ProjectFieldValues>({
    name: project.name,
    description: project.description ?? '',
    visibility: project.visibility === 'public' ? 'public' : 'private',
    game: project.game,
    format: project.format ?? '',
    tags: project.tags,
  });
  const [isActive, setIsActive] = useState(project.isActive);
  const [step, setStep] = useState<Step>('edit');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      await settings.update({ id: project.id, ...values, name: values.name.trim(), tags: [...values.tags], isActive });
      toast('Project settings saved', 'success');
      onClose();
    } catch (caught) {
      setError(messageOf(caught, 'Could not save the project'));
      setStep('edit');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError('Project name is required');
    if (!values.game.trim()) return setError('Game is required');
    if (project.visibility === 'private' && values.visibility === 'public') return setStep('confirm-public');
    void save();
  };
  const remove = async () => {
    try {
      await settings.remove(project.id);
      toast(`Project "${project.name}" deleted`, 'success');
      navigate(`/teams/${project.teamDatabaseId}`);
    } catch (caught) {
      setError(messageOf(caught, 'Could not delete the project'));
    }
  };

  if (step === 'confirm-public') {
    return (
      <ConfirmDialog
        title="Make this project public?"
        message={`Anyone, signed in or not, will be able to read "${values.name.trim()}": its archetypes, decklists, matches, matchup statistics and comments.`}
        confirmLabel="Make public"
        busy={settings.busy}
        onConfirm={() => void save()}
        onCancel={() => setStep('edit')}
      />
    );
  }
  if (step === 'delete') {
    return (
      <TypedConfirmDialog
        title="Delete project"
        message={`This deletes "${project.name}" with its archetypes, decklists, matches and comments. It cannot be undone.`}
        name={project.name}
        confirmLabel="Delete project"
        busy={settings.busy}
        error={error}
        onConfirm={() => void remove()}
        onCancel={() => setStep('edit')}
      />
    );
  }
  return (
    <SettingsDialog
      title="Project settings"
      busy={settings.busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      danger={{ text: 'Deleting the project deletes its archetypes, decklists, matches and comments.', label: 'Delete project…', onClick: () => setStep('delete') }}
    >
      <ProjectFields id={id} values={values} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      <div className="field">
        <label className="row">
          <input type="checkbox" checked={isActive} aria-describedby={`${id}-active-hint`} onChange={(e) => setIsActive(e.target.checked)} /> Active
        </label>
        <span id={`${id}-active-hint`} className="hint">
          Inactive projects stay readable and are marked Inactive.
        </span>
      </div>
    </SettingsDialog>
  );
}
