import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../mutations/useLoginMutation.ts';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { sessionStore } from '../../session/session-store.ts';
import { sessionUserFrom } from '../../session/session-user.ts';
import { Alert } from '../../components/ui/States.tsx';

export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const navigate = useNavigate();
  const [login, signingIn] = useLoginMutation();
  const [resend, resending] = useResendVerificationMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ message: string; sent: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim() || !password) return setError('Please fill in all fields');
    setError(null);
    try {
      const session = await login(email.trim(), password);
      sessionStore.signIn({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: sessionUserFrom(session.user) });
      navigate('/teams');
    } catch (caught) {
      setError(messageOf(caught, 'Login failed'));
    }
  };

  const resendEmail = async () => {
    try {
      const result = await resend(email.trim());
      setNotice({ message: result.message || 'Verification email sent! Please check your inbox.', sent: result.mailStatus === 'sent' });
      setError(null);
    } catch (caught) {
      setError(messageOf(caught, 'Failed to resend verification email'));
    }
  };

  const unverified = error?.includes('Email not verified');
  return (
    <form className="form" onSubmit={submit} noValidate>
      {error && (
        <Alert tone="error">
          {error}
          {unverified && (
            <div className="actions">
              <button type="button" className="btn btn-secondary btn-sm" onClick={resendEmail} disabled={resending}>
                {resending ? 'Sending…' : 'Resend verification email'}
              </button>
              <Link className="btn btn-ghost btn-sm" to={`/verify-email?email=${encodeURIComponent(email.trim())}`}>
                Go to verification page
              </Link>
            </div>
          )}
        </Alert>
      )}
      {notice && <Alert tone={notice.sent ? 'success' : 'warning'}>{notice.message}</Alert>}
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input id="login-email" className="input" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" className="input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Link className="small forgot-password" to={`/reset-password${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>
          Forgot password?
        </Link>
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={signingIn}>
        {signingIn ? 'Signing in…' : 'Sign In'}
      </button>
      <p className="auth-switch">
        New to Sideboard?{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          Create an account
        </button>
      </p>
    </form>
  );
}
