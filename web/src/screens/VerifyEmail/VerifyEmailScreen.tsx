import { Icon } from '../../components/ui/Icon.tsx';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Alert } from '../../components/ui/States.tsx';

/**
 * /verify-email?email=…: "check your email", with a resend button and troubleshooting tips. Registration passes a
 * notice when its verification mail could not be sent yet.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice;
  const [resend, sending] = useResendVerificationMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'warning' | 'error'; message: string } | null>(notice ? { tone: 'warning', message: notice } : null);

  const onResend = async () => {
    if (!email.trim()) return setResult({ tone: 'error', message: 'Email address is required' });
    try {
      const response = await resend(email);
      const tone = response.mailStatus === 'sent' ? 'success' : 'warning';
      setResult({ tone, message: response.message || 'Verification email sent successfully! Please check your inbox.' });
    } catch (error) {
      setResult({ tone: 'error', message: messageOf(error, 'Failed to resend verification email') });
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card card stack">
        <div className="hero-icon"><Icon name="mail" size={44} /></div>
        <h1>Check your email</h1>
        <p className="subtitle">
          We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to activate your account; the link is
          valid for 24 hours.
        </p>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <button type="button" className="btn btn-primary btn-block" onClick={onResend} disabled={sending}>
          {sending ? 'Sending…' : 'Resend Verification Email'}
        </button>
        <div className="alert alert-info">
          <strong>Didn't get it?</strong>
          <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
            <li>Look in your spam or junk folder.</li>
            <li>Check that the address above is spelled correctly.</li>
            <li>Wait a minute: some mail servers are slow.</li>
            <li>Still nothing? Resend the email; only the newest link is needed.</li>
          </ul>
        </div>
        <Link to="/auth" className="btn btn-secondary btn-block">
          Back to Login
        </Link>
      </div>
    </div>
  );
}
