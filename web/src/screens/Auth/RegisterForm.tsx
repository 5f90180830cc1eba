import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '../../mutations/useRegisterMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Alert } from '../../components/ui/States.tsx';
import { registrationProblem, type RegistrationForm } from './validate-registration.ts';

export function RegisterForm({ inviteCode, onSignIn }: { inviteCode: string | null; onSignIn: () => void }) {
  const navigate = useNavigate();
  const [register, registering] = useRegisterMutation();
  const [form, setForm] = useState<RegistrationForm>({ username: '', email: '', password: '', confirmPassword: '', displayName: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof RegistrationForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registrationProblem(form);
    if (problem) return setError(problem);
    setError(null);
    try {
      const result = await register({
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        displayName: form.displayName.trim() || null,
        invitationToken: inviteCode,
      });
      if (result.emailVerified) {
        navigate('/auth?verified=1');
      } else {
        // When the mail could not be sent yet, the next screen says so instead of "check your email" alone.
        const notice = result.verificationMailStatus === 'sent' ? null : result.message;
        navigate(`/verify-email?email=${encodeURIComponent(form.email.trim())}`, { state: { notice } });
      }
    } catch (caught) {
      setError(messageOf(caught, 'Registration failed'));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {inviteCode && <Alert tone="info">You were invited to a team. Create your account to join it.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="field">
        <label htmlFor="reg-username">Username *</label>
        <input id="reg-username" className="input" autoComplete="username" value={form.username} onChange={set('username')} />
        <span className="hint">At least 3 characters; letters, numbers, dots, dashes and underscores.</span>
      </div>
      <div className="field">
        <label htmlFor="reg-email">Email *</label>
        <input id="reg-email" className="input" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
      </div>
      <div className="field">
        <label htmlFor="reg-display">Display name</label>
        <input id="reg-display" className="input" autoComplete="nickname" value={form.displayName} onChange={set('displayName')} />
        <span className="hint">Optional. Shown to your teammates instead of your username.</span>
      </div>
      <div className="field">
        <label htmlFor="reg-password">Password *</label>
        <input id="reg-password" className="input" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        <span className="hint">At least 6 characters.</span>
      </div>
      <div className="field">
        <label htmlFor="reg-confirm">Confirm password *</label>
        <input id="reg-confirm" className="input" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={registering}>
        {registering ? 'Creating account…' : 'Create Account'}
      </button>
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
