import { Icon } from '../../components/ui/Icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmEmailMutation } from '../../mutations/useConfirmEmailMutation.ts';
import { messageOf } from '../../relay/mutation.ts';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** /confirm-email?token=…: confirms the address once, then offers Log In Now. */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirm] = useConfirmEmailMutation();
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'error', message: 'Invalid verification link. No token provided.' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm(token).then(
      (result) => setState({ status: 'success', message: result.message }),
      (error) => setState({ status: 'error', message: messageOf(error, 'Failed to verify email. The link may be invalid or expired.') }),
    );
  }, [token, confirm]);

  return (
    <div className="auth-page">
      <div className="auth-card card stack" style={{ textAlign: 'center' }}>
        {state.status === 'loading' && <LoadingIndicator size="large" message="Verifying your email…" />}
        {state.status === 'success' && (
          <>
            <div className="hero-icon icon-success"><Icon name="check" size={44} /></div>
            <h1>Email verified!</h1>
            <p className="muted">{state.message}. You can now sign in.</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              Log In Now
            </Link>
          </>
        )}
        {state.status === 'error' && (
          <>
            <div className="hero-icon icon-danger"><Icon name="alert" size={44} /></div>
            <h1>Verification failed</h1>
            <p className="alert alert-error">{state.message}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              Go to Login
            </Link>
          </>
        )}
        {state.status !== 'loading' && (
          <Link to="/" className="btn btn-secondary btn-block">
            Back to Home
          </Link>
        )}
      </div>
    </div>
  );
}
