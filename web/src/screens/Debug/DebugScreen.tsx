import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../session/useSession.ts';

/** /debug: the stored session, for diagnosing sign-in problems. Shows only the first 50 characters of the token. */
export function DebugScreen() {
  const session = useSession();
  const [adminTest, setAdminTest] = useState<string | null>(null);
  if (!session) return <Navigate to="/auth" replace />;

  const testAdmin = async () => {
    setAdminTest('Testing…');
    try {
      const response = await fetch('/api/admin/stats', { headers: { authorization: `Bearer ${session.accessToken}` } });
      setAdminTest(response.ok ? `Admin access granted (HTTP ${response.status})` : `Admin access denied (HTTP ${response.status})`);
    } catch {
      setAdminTest('Could not reach the server');
    }
  };

  return (
    <div className="container stack">
      <h1>Debug</h1>
      <section className="card stack">
        <h2>User details</h2>
        <dl className="details">
          <dt>ID</dt>
          <dd>{session.user.id}</dd>
          <dt>Username</dt>
          <dd>{session.user.username}</dd>
          <dt>Display name</dt>
          <dd>{session.user.display_name ?? '—'}</dd>
          <dt>Email</dt>
          <dd>{session.user.email ?? '—'}</dd>
          <dt>Admin</dt>
          <dd>{session.user.is_admin ? 'Yes' : 'No'}</dd>
          <dt>Access token</dt>
          <dd>
            <code>{session.accessToken.slice(0, 50)}…</code>
          </dd>
        </dl>
      </section>
      <section className="card stack">
        <h2>Stored user object</h2>
        <pre className="json" tabIndex={0} aria-label="Stored user object">{JSON.stringify(session.user, null, 2)}</pre>
      </section>
      <section className="card stack">
        <h2>Admin access test</h2>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={testAdmin}>
            Test admin access
          </button>
          {adminTest && <span role="status">{adminTest}</span>}
        </div>
      </section>
    </div>
  );
}
