// One clock per comment panel: relative times ('just now', '2h ago') move on every minute without a timer per comment.
import { createContext, useContext, useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export const NowContext = createContext<number>(Date.now());

/** The current time, updated every minute while the caller is mounted. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useNow(): number {
  return useContext(NowContext);
}
