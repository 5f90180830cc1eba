import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SessionsSection_query$key } from '../../__generated__/SessionsSection_query.graphql';
import { formatDateTime } from '../../components/ui/format-date.ts';
import { Alert } from '../../components/ui/States.tsx';
import { useEndSessionMutation, useSignOutOtherSessionsMutation } from '../../mutations/useSessionMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function SessionsSection({ query }: { query: SessionsSection_query$key }) {
  const { sessions } = useFragment(
    graphql`
      fragment SessionsSection_query on Query {
        sessions {
          id
          startedAt
          lastActiveAt
          current
        }
      }
    `,
    query,
  );
  const [end, ending] = useEndSessionMutation();
  const [signOutOthers, signingOut] = useSignOutOtherSessionsMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const others = sessions.filter((session) => !session.current).length;

  const act = async (run: () => Promise<string>, failed: string) => {
    try {
      setResult({ tone: 'success', message: await run() });
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, failed) });
    }
  };

  return (
    <SettingsSection id="sessions" title="Sessions" description="Every browser or script signed in with your password. Signing one out takes effect at once.">
      {result && <Alert tone={result.tone}>{result.message}</Alert>}
      <ul className="settings-list" aria-label="Sessions">
        {sessions.map((session) => (
          <li key={session.id} className="settings-list-row">
            <div>
              <strong>{session.current ? 'This browser' : 'Signed in elsewhere'}</strong>
              <div className="muted small">
                Signed in {formatDateTime(session.startedAt)} · last active {formatDateTime(session.lastActiveAt)}
              </div>
            </div>
            {session.current ? (
              <span className="badge badge-primary">Current</span>
            ) : (
              <button type="button" className="btn btn-secondary btn-sm" disabled={ending} onClick={() => act(() => end(session.id).then(() => 'Session signed out'), 'The session could not be signed out')}>
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={others === 0 || signingOut}
          onClick={() => act(() => signOutOthers().then((ended) => `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}`), 'The other sessions could not be signed out')}
        >
          Sign out everywhere else
        </button>
      </div>
    </SettingsSection>
  );
}
