import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { Header } from '../../components/Header.tsx';
import { NotificationsMenu, type NotificationsData } from '../../components/notifications/NotificationsMenu.tsx';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { getEnvironment } from '../../relay/environment.ts';
import { useSession } from '../../session/useSession.ts';

/**
 * Header above every screen; screens suspend inside while their preloaded query arrives. The bell's query comes
 * from this layout's loader (notificationsLoader), started alongside the screen's.
 */
export function AppLayout() {
  const session = useSession(); // re-render, and so swap the Relay environment, when the user changes
  const notifications = useLoaderData() as NotificationsData | null;
  const environment = getEnvironment();
  // A query loaded for an earlier user (before the loader ran again) is not shown to this one.
  const bell = session && notifications?.userId === session.user.id && notifications.query.environment === environment ? <NotificationsMenu queryRef={notifications.query} /> : undefined;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Header notifications={bell} />
      <main>
        <Suspense fallback={<LoadingIndicator size="large" />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </RelayEnvironmentProvider>
  );
}
