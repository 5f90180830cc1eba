// The app, started by boot.ts (which loads the shared stylesheet first).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { BootGate } from './screens/AppShell/BootGate.tsx';
import { ToastProvider } from './components/ui/Toasts.tsx';

// A transition: React renders the first screen in slices that leave the main thread free in between (a phone's
// first load otherwise spends one long task on it), instead of in one piece.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <ToastProvider>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </ToastProvider>,
  ),
);
