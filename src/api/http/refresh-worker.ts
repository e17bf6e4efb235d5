/**
 * The refresh worker: a service worker that makes the refresh call for the pages of this site
 * (`refresh-owner.ts` asks it) and keeps each answer a short time by the token presented
 * (`refresh-keeper.ts`). A worker keeps running while a message it handles is being answered,
 * even once the page that asked has been reloaded or closed, so the rotated pair is not lost
 * with that page: the next load presents the same token and is handed the same answer.
 *
 * It has no fetch handler: it sees no request of the pages and controls nothing they load.
 * It only calls this site's own refresh path, and it neither stores nor logs a token.
 *
 * Built on its own into one classic script at the site's root (`scripts/build/refresh-worker.ts`).
 */
import { REFRESH_CALL } from '@/constants/auth';
import { createRefreshKeeper, type RefreshAnswer } from './refresh-keeper';
import { isRefreshRequest, type WorkerReply } from './refresh-protocol';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly ports: readonly MessagePort[];
}

interface RefreshWorkerScope {
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const self: RefreshWorkerScope;

/** A refresh call that takes longer is a network failure (the session is kept). */
const SEND_TIMEOUT_MS = 30_000;

const keeper = createRefreshKeeper({
  async send(token): Promise<RefreshAnswer> {
    const response = await fetch(new URL(REFRESH_CALL.path, self.location.origin), {
      method: REFRESH_CALL.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  },
});

// A new version takes over at once (pages message the active worker; none needs to be
// controlled by it).
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));

self.addEventListener('message', (event) => {
  const [port] = event.ports;
  // Only this site's pages, through their own channel, with a token to present.
  if (event.origin !== self.location.origin || !port || !isRefreshRequest(event.data)) return;
  const reply = (message: WorkerReply) => port.postMessage(message);
  reply({ type: 'received' });
  event.waitUntil(
    keeper.present(event.data.token).then(
      (answer) => reply({ type: 'answer', ...answer }),
      () => reply({ type: 'network-error' }),
    ),
  );
});
