import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/States.tsx';
import { useChangePasswordMutation } from '../../mutations/useAccountMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function PasswordSection() {
  const [change, saving] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next) return setResult({ tone: 'error', message: 'Enter your current and your new password' });
    if (next !== confirm) return setResult({ tone: 'error', message: 'The new passwords do not match' });
    try {
      setResult({ tone: 'success', message: await change(current, next) });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, 'The password could not be changed') });
    }
  };

  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out everywhere else and revokes your access tokens.">
      <form className="form" onSubmit={submit} noValidate>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <div className="field">
          <label htmlFor="settings-current-password">Current password</label>
          <input id="settings-current-password" className="input" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className="settings-pair">
          <div className="field">
            <label htmlFor="settings-new-password">New password</label>
            <input id="settings-new-password" className="input" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="settings-confirm-password">Repeat new password</label>
            <input id="settings-confirm-password" className="input" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
