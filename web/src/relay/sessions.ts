// Store updates of the viewer's sessions list (the root `sessions` field), shared by the mutations that end sessions.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Keeps the sessions of the root `sessions` list that `keep` accepts. */
export function keepSessions(store: RecordSourceSelectorProxy, keep: (id: string, current: boolean) => boolean): void {
  const root = store.getRoot();
  const sessions = root.getLinkedRecords('sessions');
  if (!sessions) return;
  root.setLinkedRecords(
    sessions.filter((session) => session && keep(String(session.getValue('id')), session.getValue('current') === true)),
    'sessions',
  );
}

/** Only the current session stays: what ending every other session leaves. */
export const keepCurrentSession = (store: RecordSourceSelectorProxy) => keepSessions(store, (_id, current) => current);
