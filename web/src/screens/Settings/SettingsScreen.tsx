import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { SettingsScreenQuery } from '../../__generated__/SettingsScreenQuery.graphql';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { ErrorState } from '../../components/ui/States.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TokensSection } from './TokensSection.tsx';
import './settings.css';

export const SettingsQuery = graphql`
  query SettingsScreenQuery {
    viewer {
      ...ProfileSection_user
      ...EmailSection_user
    }
    ...SessionsSection_query
    ...TokensSection_query
  }
`;

const SECTIONS = [
  ['profile', 'Profile'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['sessions', 'Sessions'],
  ['tokens', 'API tokens'],
  ['delete', 'Delete account'],
] as const;

/** /settings: the signed-in user's account, one section each for profile, email, password, sessions, API tokens, deletion. */
export function SettingsScreen() {
  const queryRef = useLoaderData() as PreloadedQuery<SettingsScreenQuery>;
  const { revalidate } = useRevalidator();
  return (
    <div className="container settings">
      <div className="page-header">
        <div>
          <h1>Settings</h1>
          <p className="muted">Your profile, sign-in and the tokens your scripts use.</p>
        </div>
      </div>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label="Settings sections">
          {SECTIONS.map(([id, label]) => (
            <a key={id} href={`#${id}`}>
              {label}
            </a>
          ))}
        </nav>
        <QueryErrorBoundary
          resetKey={queryRef}
          fallback={() => (
            <ErrorState
              title="Failed to load your settings"
              message="Check your connection and try again."
              actions={
                <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
                  Retry
                </button>
              }
            />
          )}
        >
          <Suspense fallback={<LoadingIndicator message="Loading settings..." />}>
            <Sections queryRef={queryRef} />
          </Suspense>
        </QueryErrorBoundary>
      </div>
    </div>
  );
}

function Sections({ queryRef }: { queryRef: PreloadedQuery<SettingsScreenQuery> }) {
  const data = usePreloadedQuery<SettingsScreenQuery>(SettingsQuery, queryRef);
  if (!data.viewer) return <ErrorState title="Signed out" message="Sign in again to change your settings." />;
  return (
    <div className="settings-sections">
      <ProfileSection user={data.viewer} />
      <EmailSection user={data.viewer} />
      <PasswordSection />
      <SessionsSection query={data} />
      <TokensSection query={data} />
      <DeleteAccountSection />
    </div>
  );
}
