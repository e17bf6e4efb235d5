/**
 * One refresh of the rotating refresh token, under the tabs' lock: the rules the app
 * (`refresh.ts`) and the boot script (`src/boot/session-start.ts`) both follow, so a tab
 * never spends a refresh token another tab already spent (API-NOTES "Time and money").
 * Small and free of the HTTP client: the boot script carries it.
 */

/** The Web Lock every tab takes around a refresh. */
export const REFRESH_LOCK = 'cabinet-session-refresh';

/** How long a refused refresh waits for another tab's rotated pair before ending the session. */
export const ROTATION_GRACE_MS = 300;

export interface RotationSteps {
  /** False once this tab holds a usable pair (another tab's arrived meanwhile). */
  stillNeeded(): boolean;
  storedToken(): string | null;
  /** The stored refresh token is known to have expired. */
  expired(): boolean;
  /**
   * One refresh call: `done` once the new pair is kept and handed to the other tabs,
   * `refused` for a 4xx (the token is spent). Throws on a network failure or a 5xx.
   */
  spend(token: string): Promise<'done' | 'refused'>;
  /** Ends the session (the stored token is dropped). */
  end(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * - a tab that gets the lock after another tab refreshed finds that tab's pair and needs no
 *   refresh of its own;
 * - a refused refresh first waits briefly for a pair another tab obtained, and re-reads the
 *   stored token: if it changed since this attempt began, it is tried once. Only then is the
 *   session ended. A network failure (a throw from `spend`) keeps the session.
 */
export async function rotate(steps: RotationSteps): Promise<'done' | 'ended'> {
  if (!steps.stillNeeded()) return 'done';
  const token = steps.storedToken();
  if (!token || steps.expired()) {
    steps.end();
    return 'ended';
  }
  let outcome = await steps.spend(token);
  if (outcome === 'refused') {
    await pause(ROTATION_GRACE_MS);
    if (!steps.stillNeeded()) return 'done';
    const stored = steps.storedToken();
    if (stored && stored !== token) outcome = await steps.spend(stored);
  }
  if (outcome === 'refused') {
    steps.end();
    return 'ended';
  }
  return 'done';
}

/**
 * Runs `run` holding the tabs' refresh lock (where Web Locks exist; elsewhere as it is).
 * The tab that refreshed hands the new pair to the others before it releases the lock.
 */
export async function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    return locks.request(REFRESH_LOCK, async () => {
      // Messages that arrived with the lock are handled first (a pair another tab obtained).
      await pause(0);
      return run();
    });
  }
  return run();
}
