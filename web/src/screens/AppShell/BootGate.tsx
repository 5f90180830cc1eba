import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { sessionStore } from '../../session/session-store.ts';
import { BackendFailed } from './BackendFailed.tsx';
import { ServerPreview } from './ServerPreview.tsx';

type BootState = 'checking' | 'ready' | 'unreachable';

/**
 * Before the app renders: is the server up, and is the stored session still good? A stored session is checked
 * against /api/auth/me (refreshing once on 401) so that a revoked session or changed admin status shows at once.
 */
async function boot(): Promise<BootState> {
  const health = await fetch('/api/health').catch(() => null);
  if (!health || health.status >= 500) return 'unreachable';
  if (!sessionStore.current) return 'ready';
  const me = () => fetch('/api/auth/me', { headers: { authorization: `Bearer ${sessionStore.current?.accessToken ?? ''}` } });
  let response = await me().catch(() => null);
  if (response?.status === 401 && (await sessionStore.handleUnauthorized())) response = await me().catch(() => null);
  if (response?.ok) sessionStore.updateUser((await response.json()).user);
  return 'ready';
}

export function BootGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BootState>('checking');
  useEffect(() => {
    // In a transition, like the first render (main.tsx): the first screen renders in slices.
    void boot().then((next) => startTransition(() => setState(next)));
  }, []);
  // The router starts the first page's loaders as soon as it is created, so while the server was down their
  // queries failed too: answering Retry by checking again and rendering would show those failures (a second "Retry
  // Connection"). Loading the page again starts everything afresh, so one click recovers.
  const retry = () => {
    setState('checking');
    location.reload();
  };
  if (state === 'checking') return <ServerPreview fallback={<LoadingIndicator size="large" fullScreen />} />;
  if (state === 'unreachable') return <BackendFailed onRetry={retry} />;
  return <>{children}</>;
}
