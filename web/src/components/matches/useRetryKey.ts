import { useCallback, useState } from 'react';

/** A key that changes on retry: given to an error boundary (to clear it) and to the panel (to load afresh). */
export function useRetryKey(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((k) => k + 1), [])];
}
