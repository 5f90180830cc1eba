import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store.ts';

/** The current session (null when signed out); re-renders on sign-in, sign-out and token rotation. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
