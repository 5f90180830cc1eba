// Store updates shared by mutations: a connection's "N of M" total follows the edges a mutation adds or removes.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Adds `delta` to the totalCount of each connection (those not in the store are skipped). */
export function shiftTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number): void {
  for (const id of connections) {
    const connection = store.get(id);
    const total = connection?.getValue('totalCount');
    if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
  }
}
