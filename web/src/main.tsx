// The shared stylesheet comes first so that each screen's own CSS, bundled after it, can refine the shared classes.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { BootGate } from './screens/AppShell/BootGate.tsx';
import { ToastProvider } from './components/ui/Toasts.tsx';

createRoot(document.getElementById('root')!).render(
  <ToastProvider>
    <BootGate>
      <RouterProvider router={router} />
    </BootGate>
  </ToastProvider>,
);
