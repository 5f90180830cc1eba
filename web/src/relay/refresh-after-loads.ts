// Asking for a query again after a change the screen heard of. Relay sends equal requests once: a refresh asked for
// while an equal load is on its way would join it, and that answer may predate the change. So such a refresh waits
// for the load on its way and then asks again. The match list, the dashboard, the matrix and the deck choice refresh
// this way.

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
