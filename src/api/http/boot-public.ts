/**
 * The public GETs the boot script asks for a guest's first screen (`src/boot/guest-start.ts`):
 * the start language's server messages and the language list, those that only refine the
 * screen once the app releases them (`releaseBootCalls`). `request()` adopts each answer once instead of asking again, so the sign-in
 * screen needs no sending code (`exchange.ts`) until the merchant sends something.
 */
export interface BootPublic {
  /** When they were asked (`performance.now()`). */
  startedAt: number;
  /** The GETs by `earlyKey(url)`; each is taken once. */
  answers: Map<string, Promise<Response>>;
  /** Lets the calls that only refine the first screen go (the app calls it once that is up). */
  release: () => void;
}

/** Where the boot script leaves them (read by `publicBootAnswer`). */
export const BOOT_PUBLIC_GLOBAL = 'cabinetBootPublic';

/** Past this age a boot answer is too old to stand for a new request. */
const BOOT_PUBLIC_MAX_AGE_MS = 30_000;

type WithBootPublic = typeof globalThis & { [BOOT_PUBLIC_GLOBAL]?: BootPublic };

/** One URL however its query parameters are ordered. */
export function earlyKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

/** The first screen is up: the boot's calls that only refine it may go now. */
export function releaseBootCalls(): void {
  (globalThis as WithBootPublic)[BOOT_PUBLIC_GLOBAL]?.release();
}

/**
 * The boot script's answer to this public GET, once; null when it did not ask, failed or
 * answered with an error (the caller then asks itself), or when the answer is too old.
 */
export function publicBootAnswer(url: string): Promise<Response | null> | null {
  const held = (globalThis as WithBootPublic)[BOOT_PUBLIC_GLOBAL];
  if (!held) return null;
  if (performance.now() - held.startedAt > BOOT_PUBLIC_MAX_AGE_MS) {
    delete (globalThis as WithBootPublic)[BOOT_PUBLIC_GLOBAL];
    return null;
  }
  const key = earlyKey(url);
  const answer = held.answers.get(key);
  if (!answer) return null;
  held.answers.delete(key);
  return answer.then(
    (response) => (response.ok ? response : null),
    () => null,
  );
}
