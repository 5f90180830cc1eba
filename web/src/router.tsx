// The routes of the product. Screens that read data preload their one query in the route loader.
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { sessionStore } from './session/session-store.ts';
import { AppLayout } from './screens/AppShell/AppLayout.tsx';
import { notificationsLoader, notificationsOutdated, type NotificationsData } from './components/notifications/NotificationsMenu.tsx';
import { RouteError } from './screens/AppShell/RouteError.tsx';
import { LoadingIndicator } from './components/ui/LoadingIndicator.tsx';
import { ServerPreview } from './screens/AppShell/ServerPreview.tsx';
import { landingRoute } from './screens/Landing/route.tsx';
import { AuthScreen } from './screens/Auth/AuthScreen.tsx';
import { VerifyEmailScreen } from './screens/VerifyEmail/VerifyEmailScreen.tsx';
import { ConfirmEmailScreen } from './screens/ConfirmEmail/ConfirmEmailScreen.tsx';
import { ResetPasswordScreen } from './screens/ResetPassword/ResetPasswordScreen.tsx';

/**
 * A route whose screen (with its loader and query) is fetched on the first visit, so that the first page a visitor
 * opens does not download every screen of the app.
 */
function lazyRoute(path: string, load: () => Promise<Omit<RouteObject, 'path'>>): RouteObject {
  return {
    path,
    lazy: async () => {
      const { loader, element, shouldRevalidate } = await load();
      return { loader, element, shouldRevalidate };
    },
  };
}

const projectList = (mode: string) => () =>
  import('./screens/ProjectList/route.tsx').then((m) => m.projectListRoutes.find((r) => r.path === `/projects/${mode}`)!);

/** Loader guard: signed-out visitors go to `to` ('/' or '/auth' depending on the screen). */
export function requireSession(to: string) {
  return () => (sessionStore.current ? null : redirect(to));
}

export const router = createBrowserRouter([
  {
    id: 'root',
    element: <AppLayout />,
    loader: notificationsLoader,
    // Shown while the first page's loaders run: the server's first view of the page, if it wrote one (nothing is
    // hydrated: the app renders in the browser and replaces it).
    hydrateFallbackElement: <ServerPreview fallback={<LoadingIndicator />} />,
    shouldRevalidate: () => notificationsOutdated(router.state.loaderData.root as NotificationsData | null | undefined),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          landingRoute,
          { path: '/auth', element: <AuthScreen /> },
          { path: '/signup', element: <Navigate to="/auth?mode=register" replace /> },
          { path: '/verify-email', element: <VerifyEmailScreen /> },
          { path: '/confirm-email', element: <ConfirmEmailScreen /> },
          { path: '/reset-password', element: <ResetPasswordScreen /> },
          { path: '/dashboard', loader: () => redirect(sessionStore.current ? '/teams' : '/') },
          lazyRoute('/debug', () => import('./screens/Debug/DebugScreen.tsx').then((m) => ({ loader: requireSession('/auth'), element: <m.DebugScreen /> }))),
          lazyRoute('/settings', () => import('./screens/Settings/route.tsx').then((m) => m.settingsRoute)),
          lazyRoute('/teams', () => import('./screens/Teams/route.tsx').then((m) => m.teamsRoute)),
          lazyRoute('/teams/:teamId', () => import('./screens/Team/route.tsx').then((m) => m.teamRoute)),
          lazyRoute('/teams/:teamId/projects/:projectId', () => import('./screens/Project/route.tsx').then((m) => m.projectRoute)),
          lazyRoute('/teams/:teamId/projects/:projectId/assets', () => import('./screens/Assets/route.tsx').then((m) => m.assetsRoute)),
          lazyRoute('/decklists/:decklistId/guides', () => import('./screens/SideboardGuides/route.tsx').then((m) => m.guidesRoute)),
          lazyRoute('/decklists/:decklistId/guides/print', () => import('./screens/SideboardGuides/route.tsx').then((m) => m.printableGuidesRoute)),
          lazyRoute('/decks', () => import('./screens/Decks/route.tsx').then((m) => m.decksRoute)),
          lazyRoute('/projects/public', projectList('public')),
          lazyRoute('/projects/private', projectList('private')),
          lazyRoute('/projects/all', projectList('all')),
          lazyRoute('/articles', () => import('./screens/Articles/ArticlesScreen.tsx').then((m) => ({ element: <m.ArticlesScreen /> }))),
          lazyRoute('/shop', () => import('./screens/Shop/ShopScreen.tsx').then((m) => ({ element: <m.ShopScreen /> }))),
          lazyRoute('/admin', () => import('./screens/Admin/AdminScreen.tsx').then((m) => ({ loader: m.adminLoader, element: <m.AdminScreen /> }))),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
