import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileSection_user$key } from '../../__generated__/ProfileSection_user.graphql';
import { Alert } from '../../components/ui/States.tsx';
import { useUpdateProfileMutation } from '../../mutations/useAccountMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { sessionStore } from '../../session/session-store.ts';
import { sessionUserFrom } from '../../session/session-user.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function ProfileSection({ user }: { user: ProfileSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSection_user on User {
        username
        displayName
      }
    `,
    user,
  );
  const [update, saving] = useUpdateProfileMutation();
  const [displayName, setDisplayName] = useState(data.displayName ?? '');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await update(displayName);
      sessionStore.updateUser(sessionUserFrom(saved)); // the header greets by the new name
      setDisplayName(saved.displayName ?? '');
      setResult({ tone: 'success', message: 'Profile saved' });
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, 'The profile could not be saved') });
    }
  };

  return (
    <SettingsSection id="profile" title="Profile" description="How your teammates see you.">
      <form className="form" onSubmit={submit} noValidate>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <div className="field">
          <label htmlFor="settings-username">Username</label>
          <input id="settings-username" className="input" value={data.username} readOnly disabled />
          <span className="muted small">Used in @mentions; it cannot be changed.</span>
        </div>
        <div className="field">
          <label htmlFor="settings-display-name">Display name</label>
          <input
            id="settings-display-name"
            className="input"
            maxLength={100}
            placeholder={data.username}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
          <span className="muted small">Leave empty to show your username.</span>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
