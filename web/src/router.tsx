// The routes of spec section 2. Screens that read data preload their one query in the route loader.
import { createBrowserRouter, Navigate, redirect } from 'react-router-dom';
import { sessionStore } from './session/session-store.ts';
import { AppLayout } from './screens/AppShell/AppLayout.tsx';
import { RouteError } from './screens/AppShell/RouteError.tsx';
import { landingRoute } from './screens/Landing/route.tsx';
import { teamsRoute } from './screens/Teams/route.tsx';
import { teamRoute } from './screens/Team/route.tsx';
import { projectRoute } from './screens/Project/route.tsx';
import { assetsRoute } from './screens/Assets/route.tsx';
import { decksRoute } from './screens/Decks/route.tsx';
import { projectListRoutes } from './screens/ProjectList/route.tsx';
import { ArticlesScreen } from './screens/Articles/ArticlesScreen.tsx';
import { ShopScreen } from './screens/Shop/ShopScreen.tsx';
import { AuthScreen } from './screens/Auth/AuthScreen.tsx';
import { VerifyEmailScreen } from './screens/VerifyEmail/VerifyEmailScreen.tsx';
import { ConfirmEmailScreen } from './screens/ConfirmEmail/ConfirmEmailScreen.tsx';
import { DebugScreen } from './screens/Debug/DebugScreen.tsx';
import { AdminScreen, adminLoader } from './screens/Admin/AdminScreen.tsx';

/** Loader guard: signed-out visitors go to `to` ('/' or '/auth' depending on the screen). */
export function requireSession(to: string) {
  return () => (sessionStore.current ? null : redirect(to));
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
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
          { path: '/dashboard', loader: () => redirect(sessionStore.current ? '/teams' : '/') },
          { path: '/debug', loader: requireSession('/auth'), element: <DebugScreen /> },
          teamsRoute,
          teamRoute,
          projectRoute,
          assetsRoute,
          decksRoute,
          ...projectListRoutes,
          { path: '/articles', element: <ArticlesScreen /> },
          { path: '/shop', element: <ShopScreen /> },
          { path: '/admin', loader: adminLoader, element: <AdminScreen /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
