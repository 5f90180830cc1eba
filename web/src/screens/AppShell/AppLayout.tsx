import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { Header } from '../../components/Header.tsx';
import { NotificationsMenu } from '../../components/notifications/NotificationsMenu.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { getEnvironment } from '../../relay/environment.ts';
import { useSession } from '../../session/useSession.ts';

/** Header above every screen; screens suspend inside while their preloaded query arrives. */
export function AppLayout() {
  const session = useSession(); // re-render, and so swap the Relay environment, when the user changes
  return (
    <RelayEnvironmentProvider environment={getEnvironment()}>
      <Header notifications={session ? <NotificationsMenu /> : undefined} />
      <main>
        <Suspense fallback={<LoadingIndicator size="large" />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </RelayEnvironmentProvider>
  );
}
