import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time: a second call while the first is pending is ignored (a double click sends one
 * request), and `pending` lets the button show that it is locked.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [run, pending] as const;
}
