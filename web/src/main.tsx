import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { BootGate } from './screens/AppShell/BootGate.tsx';
import { ToastProvider } from './components/ui/Toasts.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <ToastProvider>
    <BootGate>
      <RouterProvider router={router} />
    </BootGate>
  </ToastProvider>,
);
