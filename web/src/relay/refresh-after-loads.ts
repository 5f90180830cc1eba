// Asking for a query again after a change the screen heard of. Relay sends equal requests once: a refresh asked for
// while an equal load is on its way would join it, and that answer may predate the change. So such a refresh waits
// for the load on its way and then asks again. The match list, the dashboard, the matrix and the deck choice refresh
// this way.
import { useMemo, useState, type TransitionStartFunction } from 'react';

export interface LoadTracker {
  /** Call when a load starts; call what it returns when that load is in (a later load replaces an earlier one). */
  started(): () => void;
  /** Runs `refresh` now, or once the load on its way is in. */
  refresh(refresh: () => void): void;
}

export function trackLoads(): LoadTracker {
  const loads = { started: 0, done: 0, again: null as (() => void) | null };
  const tracker: LoadTracker = {
    started() {
      const id = ++loads.started;
      return () => {
        if (id !== loads.started) return; // a later load replaced this one
        loads.done = id;
        const again = loads.again;
        if (!again) return;
        loads.again = null;
        // On the next task: while this callback runs, Relay still counts the finished request as in flight.
        setTimeout(() => tracker.refresh(again), 0);
      };
    },
    refresh(refresh) {
      if (loads.done !== loads.started) loads.again = refresh;
      else refresh();
    },
  };
  return tracker;
}

/** A refetch of useRefetchableFragment, as far as the tracked loads use it. */
type Refetch<V> = (variables: Partial<V>, options: { fetchPolicy?: 'network-only'; onComplete: (error: Error | null) => void }) => unknown;

/**
 * A refetchable fragment's loads, tracked: `load` asks for `variables` (from the store when it has them, or always
 * from the server with 'network-only'); `refresh` asks the server again after a change, in a transition, once any
 * load on its way is in, for the variables `variables()` gives then (a filter chosen meanwhile is the one to ask for).
 */
export function useTrackedRefetch<V>(refetch: Refetch<V>, startTransition: TransitionStartFunction) {
  const [loads] = useState(trackLoads);
  return useMemo(() => {
    const load = (variables: Partial<V>, fetchPolicy?: 'network-only') => refetch(variables, { fetchPolicy, onComplete: loads.started() });
    const refresh = (variables: () => Partial<V>) => loads.refresh(() => startTransition(() => void load(variables(), 'network-only')));
    return { load, refresh };
  }, [loads, refetch, startTransition]);
}
