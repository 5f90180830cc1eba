// The routes of spec section 2. Screens that read data preload their one query in the route loader.
import { createBrowserRouter, Navigate, redirect } from 'react-router-dom';
import { sessionStore } from './session/session-store.ts';
import { AppLayout } from './screens/AppShell/AppLayout.tsx';
import { RouteError } from './screens/AppShell/RouteError.tsx';
import { LandingScreen } from './screens/Landing/LandingScreen.tsx';
import { AuthScreen } from './screens/Auth/AuthScreen.tsx';
import { VerifyEmailScreen } from './screens/VerifyEmail/VerifyEmailScreen.tsx';
import { ConfirmEmailScreen } from './screens/ConfirmEmail/ConfirmEmailScreen.tsx';
import { DebugScreen } from './screens/Debug/DebugScreen.tsx';

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
          { path: '/', element: <LandingScreen /> },
          { path: '/auth', element: <AuthScreen /> },
          { path: '/signup', element: <Navigate to="/auth?mode=register" replace /> },
          { path: '/verify-email', element: <VerifyEmailScreen /> },
          { path: '/confirm-email', element: <ConfirmEmailScreen /> },
          { path: '/dashboard', loader: () => redirect(sessionStore.current ? '/teams' : '/') },
          { path: '/debug', loader: requireSession('/auth'), element: <DebugScreen /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
