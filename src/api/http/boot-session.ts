import type { TokenMessage } from './token-channel';
import type { SessionTokens } from './tokens';

/**
 * The session the boot script started while the framework downloaded (`src/boot/session-start.ts`):
 * the refresh every load begins with, then the profile and the landing screen's first GETs.
 * The app adopts these answers once instead of asking again (`refresh.ts`, `exchange.ts`).
 */
export interface BootSession {
  /** Settles (never rejects) once the boot-time refresh is over and the tabs' lock is free. */
  refresh: Promise<BootRefresh>;
  /** The GETs started with the boot's access token, by `earlyKey(url)`; null when none. */
  early: Promise<EarlyAnswers | null>;
}

export type BootRefresh =
  /** This load refreshed: the pair is stored and was handed to the other tabs. */
  | { kind: 'done'; pair: SessionTokens }
  /** Another tab's pair arrived while this one waited for the lock: no refresh here. */
  | { kind: 'heard'; message: TokenMessage }
  /** The refresh token was refused: the stored session is cleared. */
  | { kind: 'ended' }
  /** Network trouble or a 5xx: the session is kept and the app refreshes as usual. */
  | { kind: 'failed' };

export interface EarlyAnswers {
  accessToken: string;
  answers: Map<string, Promise<Response>>;
}

/** One URL however its query parameters are ordered. */
export function earlyKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

/** Where the boot script (`src/boot/boot.ts`) leaves its session for the app (read once, then deleted). */
export const BOOT_SESSION_GLOBAL = 'cabinetBootSession';

/** This long after the app took the session, an early answer is too old to stand for a new request. */
const EARLY_ANSWER_MAX_AGE_MS = 20_000;

/** The page's global scope with the boot script's session on it. */
export type WithBootSession = typeof globalThis & { [BOOT_SESSION_GLOBAL]?: BootSession };

let early: Promise<EarlyAnswers | null> | null = null;
let takenAt = 0;

/**
 * The boot-time refresh's outcome, handed over once: the session is taken off the global,
 * so a second caller (and every later load of this module) finds nothing.
 */
export function takeBootRefresh(): Promise<BootRefresh> | null {
  const scope = globalThis as WithBootSession;
  const session = scope[BOOT_SESSION_GLOBAL];
  if (!session) return null;
  delete scope[BOOT_SESSION_GLOBAL];
  early = session.early.catch(() => null);
  takenAt = performance.now();
  return session.refresh;
}

/**
 * The boot script's answer to this GET, once, when it was asked with the access token this
 * request would carry; null otherwise (nothing started, another token, failed, too old).
 */
export function bootAnswer(url: string, accessToken: string | null): Promise<Response | null> | null {
  if (!early || !accessToken) return null;
  if (performance.now() - takenAt > EARLY_ANSWER_MAX_AGE_MS) {
    early = null;
    return null;
  }
  return early.then((held) => {
    if (!held || held.accessToken !== accessToken) return null;
    const key = earlyKey(url);
    const answer = held.answers.get(key);
    if (!answer) return null;
    held.answers.delete(key);
    return answer.catch(() => null);
  });
}
