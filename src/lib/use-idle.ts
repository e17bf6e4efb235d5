import { useEffect, useState } from 'react';
import { onIdle } from './wait';

/**
 * False until the browser is first idle after mount (at the latest `timeoutMs` later):
 * for requests a screen can show without at first, so they never compete with it.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
