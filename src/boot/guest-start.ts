import { BOOT_PUBLIC_GLOBAL, type BootPublic, earlyKey } from '@/api/http/boot-public';
import { guestPaths } from './early-calls';

/**
 * The boot script's head start on a guest's first screen: the public GETs it makes
 * (`guestPaths`) start while the framework downloads, and `request()` adopts the answers
 * (`boot-public.ts`). So the sign-in screen shows the server's messages sooner and needs
 * none of the sending code until the merchant sends something.
 */
export function startGuestCalls(origin: string, lang: string): BootPublic {
  const answers = new Map<string, Promise<Response>>();
  for (const path of guestPaths(lang)) {
    // Read at once, as the session's early answers are: an unread body keeps a connection busy.
    const answer = fetch(origin + path).then(
      async (response) => new Response(await response.blob(), response),
    );
    // Nobody may take it (a failed boot answer is asked again by the app): no unhandled rejection.
    answer.catch(() => undefined);
    answers.set(earlyKey(origin + path), answer);
  }
  const held: BootPublic = { startedAt: performance.now(), answers };
  (globalThis as typeof globalThis & Record<typeof BOOT_PUBLIC_GLOBAL, BootPublic>)[BOOT_PUBLIC_GLOBAL] =
    held;
  return held;
}
