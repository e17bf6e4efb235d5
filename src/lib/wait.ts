/**
 * Runs `task` when the browser is first idle (at the latest after `timeoutMs`, when given).
 * Returns a function that cancels it.
 */
export function onIdle(task: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Settles when `promise` settles or after `ms`, whichever comes first; never rejects. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise
      .then(
        () => resolve(),
        () => resolve(),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** How long code loaded on demand may take to arrive (ky's own limit for a call). */
export const CODE_TIMEOUT_MS = 30_000;

/** Settles as `promise` does, or rejects after `ms`: for what could otherwise wait forever. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(reject, ms, new Error('too late'));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
