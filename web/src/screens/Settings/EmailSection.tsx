import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmailSection_user$key } from '../../__generated__/EmailSection_user.graphql';
import { Alert } from '../../components/ui/States.tsx';
import { useChangeEmailMutation } from '../../mutations/useAccountMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function EmailSection({ user }: { user: EmailSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment EmailSection_user on User {
        email
      }
    `,
    user,
  );
  const [change, sending] = useChangeEmailMutation();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'warning' | 'error'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newEmail.trim() || !password) return setResult({ tone: 'error', message: 'Enter the new address and your password' });
    try {
      const answer = await change(newEmail.trim(), password);
      setResult({ tone: answer.mailStatus === 'sent' ? 'success' : 'warning', message: answer.message });
      setPassword('');
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, 'The address could not be changed') });
    }
  };

  return (
    <SettingsSection id="email" title="Email" description="Where we send invitations and password reset links.">
      <p className="settings-current-email">
        Current address: <strong>{data.email}</strong>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <div className="field">
          <label htmlFor="settings-new-email">New email address</label>
          <input id="settings-new-email" className="input" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="settings-email-password">Password</label>
          <input id="settings-email-password" className="input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <p className="muted small">Your address changes once you follow the link we send to the new one.</p>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Change email'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
