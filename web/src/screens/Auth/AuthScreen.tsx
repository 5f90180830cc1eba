import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/useSession.ts';
import { Alert } from '../../components/ui/States.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** /auth: sign in, or register with ?mode=register. ?invite={code} forces registration and is kept in the URL. */
export function AuthScreen() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const inviteCode = params.get('invite');
  const registering = Boolean(inviteCode) || params.get('mode') === 'register';
  if (session) return <Navigate to="/teams" replace />;

  const showRegister = () => setParams({ mode: 'register' });
  const showSignIn = () => setParams({});
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1>{registering ? 'Create your account' : 'Welcome back'}</h1>
        <p className="subtitle">{registering ? 'Join Sideboard to test decks with your team.' : 'Sign in to test decks with your team.'}</p>
        {params.get('verified') && !registering && <Alert tone="success">Your account is ready. Sign in to continue.</Alert>}
        {registering ? <RegisterForm inviteCode={inviteCode} onSignIn={showSignIn} /> : <LoginForm onRegister={showRegister} />}
        <p className="auth-switch">
          <Link to="/">← Back to public view</Link>
        </p>
      </div>
    </div>
  );
}
