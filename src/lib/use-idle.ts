import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (at the latest `timeoutMs` later):
 * for requests a screen can show without at first, so they never compete with it.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
