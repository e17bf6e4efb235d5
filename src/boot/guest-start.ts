import { BOOT_PUBLIC_GLOBAL, type BootPublic, earlyKey } from '@/api/http/boot-public';
import { guestCalls } from './early-calls';

/** An answer that takes longer than this is given up; the app then asks itself. */
const BOOT_CALL_TIMEOUT_MS = 30_000;
/** Calls that wait for the first screen start after this at the latest. */
const FIRST_SCREEN_LATEST_MS = 10_000;

/**
 * The boot script's part in a guest's first screen: the public GETs it makes (`guestCalls`)
 * are asked here, and `request()` adopts the answers (`boot-public.ts`), so the sign-in
 * screen needs none of the sending code until the merchant sends something. What the screen
 * waits for (a server-only language's messages) starts at once, next to the framework; what
 * only refines it starts when the app says its first screen is up (`releaseBootCalls`), as
 * the app's own requests did, so it never competes with the screen's code and data.
 */
export function startGuestCalls(origin: string, lang: string, bundled: boolean): BootPublic {
  const answers = new Map<string, Promise<Response>>();
  const held: BootPublic = { startedAt: performance.now(), answers, release: () => undefined };
  const firstScreen = new Promise<void>((resolve) => {
    held.release = resolve;
    setTimeout(resolve, FIRST_SCREEN_LATEST_MS);
  });
  for (const [path, afterFirstScreen] of guestCalls(lang, bundled)) {
    const answer = (afterFirstScreen ? firstScreen : Promise.resolve())
      .then(() => fetch(origin + path, { signal: AbortSignal.timeout(BOOT_CALL_TIMEOUT_MS) }))
      // Read at once, as the session's early answers are: an unread body keeps a connection busy.
      .then(async (response) => new Response(await response.blob(), response));
    // Nobody may take it (a failed boot answer is asked again by the app): no unhandled rejection.
    answer.catch(() => undefined);
    answers.set(earlyKey(origin + path), answer);
  }
  (globalThis as typeof globalThis & Record<typeof BOOT_PUBLIC_GLOBAL, BootPublic>)[BOOT_PUBLIC_GLOBAL] =
    held;
  return held;
}
