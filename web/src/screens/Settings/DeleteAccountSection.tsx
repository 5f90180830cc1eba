import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useDeleteAccountMutation } from '../../mutations/useAccountMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { sessionStore } from '../../session/session-store.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function DeleteAccountSection() {
  const navigate = useNavigate();
  const toast = useToast();
  const [remove, deleting] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !understood) return setError('Type your password and tick the box to confirm');
    try {
      const message = await remove(password);
      sessionStore.signOut();
      toast(message, 'success');
      navigate('/');
    } catch (caught) {
      setError(messageOf(caught, 'The account could not be deleted'));
    }
  };

  return (
    <SettingsSection
      id="delete"
      tone="danger"
      title="Delete account"
      description="This cannot be undone. Teams you own pass to their next admin (or member); teams with nobody else are deleted. Your comments stay, shown as a deleted user's."
    >
      <form className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="field">
          <label htmlFor="delete-password">Password</label>
          <input id="delete-password" className="input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <label className="settings-check">
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand that my account is deleted for good
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn-danger" disabled={deleting || !password || !understood}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
