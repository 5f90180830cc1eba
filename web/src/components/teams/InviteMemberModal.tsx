import { useId, useState, type FormEvent } from 'react';
import { useInviteMemberMutation } from '../../mutations/useInviteMemberMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { useUserSearch, type UserSuggestion } from './useUserSearch.ts';

/**
 * Invite someone by username or email, as member or admin. Typing two or more characters suggests registered
 * users who are not members yet; picking one fills the box. The server's answer is shown and the box cleared, so
 * several people can be invited in a row.
 */
export function InviteMemberModal({ teamId, teamName, onClose, onInvited }: { teamId: string; teamName: string; onClose: () => void; onInvited: () => void }) {
  const id = useId();
  const [invite, inviting] = useInviteMemberMutation();
  const [identifier, setIdentifier] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ message: string; mailPending: boolean } | null>(null);
  // Once a suggestion is picked the box holds its username: searching for it again would only echo it back.
  const suggestions = useUserSearch(teamId, picked === identifier ? '' : identifier);

  const pick = (user: UserSuggestion) => {
    setIdentifier(user.username);
    setPicked(user.username);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting) return;
    setSuccess(null);
    if (!identifier.trim()) return setError('Please enter a username or email');
    setError(null);
    try {
      setSuccess(await invite({ teamId, identifier: identifier.trim(), role }));
      setIdentifier('');
      setPicked(null);
      onInvited();
    } catch (caught) {
      setError(messageOf(caught, 'Failed to invite member'));
    }
  };

  const formId = `${id}-form`;
  const listId = `${id}-suggestions`;
  return (
    <Modal
      title={`Invite to ${teamName}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {success ? 'Done' : 'Cancel'}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={inviting}>
            {inviting ? 'Inviting…' : 'Send Invite'}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone={success.mailPending ? 'warning' : 'success'}>{success.message}</Alert>}
        <div className="field">
          <label htmlFor={`${id}-identifier`}>Username or email</label>
          <input
            id={`${id}-identifier`}
            className="input"
            value={identifier}
            onChange={(e) => {
              setIdentifier(e.target.value);
              setError(null); // the last answer was about the text being replaced
            }}
            placeholder="Start typing a username, or enter an email"
            autoComplete="off"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
          />
          <span className="hint">People without an account get an email invitation.</span>
          {suggestions.length > 0 && (
            <ul id={listId} className="invite-suggestions" role="listbox" aria-label="Matching users">
              {suggestions.map((user) => (
                <li key={user.id} role="option" aria-selected={false}>
                  <button type="button" onClick={() => pick(user)}>
                    <span className="invite-suggestion-name">{user.displayName || user.username}</span>
                    <span className="muted small">@{user.username}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} className="select" value={role} onChange={(e) => setRole(e.target.value as 'member' | 'admin')}>
            <option value="member">Member: takes part in the team's projects</option>
            <option value="admin">Admin: can also invite people</option>
          </select>
        </div>
      </form>
    </Modal>
  );
}
