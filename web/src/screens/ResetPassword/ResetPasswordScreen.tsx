import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/States.tsx';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../../mutations/usePasswordResetMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { sessionStore } from '../../session/session-store.ts';

/** /reset-password: asks for a reset link, or (?token=… from the emailed link) sets the new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="auth-page">
      <div className="auth-card card">
        {token ? <NewPasswordForm token={token} /> : <RequestLinkForm initialEmail={params.get('email') ?? ''} />}
        <p className="auth-switch">
          <Link to="/auth">← Back to sign in</Link>
        </p>
      </div>
    </div>
  );
}

function RequestLinkForm({ initialEmail }: { initialEmail: string }) {
  const [request, sending] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Please enter your email address');
    try {
      setSent(await request(email.trim()));
      setError(null);
    } catch (caught) {
      setError(messageOf(caught, 'The reset link could not be requested. Please try again.'));
    }
  };

  return (
    <>
      <h1>Forgot your password?</h1>
      <p className="subtitle">Enter the address you sign in with and we will email you a link to choose a new password.</p>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="field">
            <label htmlFor="reset-email">Email</label>
            <input id="reset-email" className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={sending}>
            {sending ? 'Sending…' : 'Email me a reset link'}
          </button>
        </form>
      )}
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [reset, saving] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Please choose a new password');
    if (password !== confirm) return setError('The passwords do not match');
    try {
      const message = await reset(token, password);
      // Every session of the account has ended, this browser's too.
      if (sessionStore.current) sessionStore.signOut();
      setDone(message);
    } catch (caught) {
      setError(messageOf(caught, 'The password could not be changed. Please try again.'));
    }
  };

  if (done) {
    return (
      <div className="stack">
        <h1>Password changed</h1>
        <Alert tone="success">{done}</Alert>
        <Link to="/auth" className="btn btn-primary btn-block btn-lg">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <>
      <h1>Choose a new password</h1>
      <p className="subtitle">You will be signed out everywhere and your access tokens revoked; then sign in with the new password.</p>
      <form className="form" onSubmit={submit} noValidate>
        {error && (
          <Alert tone="error">
            {error}
            {/invalid or has expired/.test(error) && (
              <div className="actions">
                <Link className="btn btn-secondary btn-sm" to="/reset-password">
                  Request a new link
                </Link>
              </div>
            )}
          </Alert>
        )}
        <div className="field">
          <label htmlFor="reset-password">New password</label>
          <input id="reset-password" className="input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="reset-confirm">Repeat new password</label>
          <input id="reset-confirm" className="input" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={saving}>
          {saving ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </>
  );
}
