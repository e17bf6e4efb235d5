import { REFRESH_WORKER_URL, type RefreshRequest, type WorkerReply } from './refresh-protocol';

/**
 * Who makes the refresh call: the refresh worker where there is one (`refresh-worker.ts`),
 * else the page itself, as the boot script (`src/boot/session-start.ts`) and the app
 * (`refresh.ts`) did before. A page can be reloaded or left while its refresh is on the way;
 * the server has then rotated the token but the page never stores the new one, and the next
 * load would present a spent token. The worker outlives the page and keeps the answer for the
 * next presentation of the same token (docs/decisions.md, "Refresh worker").
 */

/** How long a page waits for the worker to take its request before calling the server itself. */
export const WORKER_ACK_MS = 3_000;
/** How long a page waits for the worker to be registered and active before doing without it. */
export const WORKER_READY_MS = 3_000;

/** What the page needs of the worker: `ServiceWorker#postMessage`. */
export interface RefreshWorkerHandle {
  postMessage(message: RefreshRequest, transfer: Transferable[]): void;
}

type FindWorker = () => Promise<RefreshWorkerHandle | null>;

const withinMs = <T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(otherwise);
      },
    );
  });

/** The service workers of this page, when the production build may use them. */
function container(): ServiceWorkerContainer | null {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return null;
  // Absent in browsers without service workers and on pages that are not a secure context.
  return navigator.serviceWorker ?? null;
}

/** Whether a worker is this site's refresh worker (not a development tool's at the root). */
const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  !!worker && new URL(worker.scriptURL).pathname === REFRESH_WORKER_URL;

/** The worker of a registration once it is active; null when it is not ours or goes redundant. */
async function whenActive(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!isOurs(worker)) return null;
  if (worker.state !== 'activated') {
    await new Promise<void>((resolve) => {
      const settle = () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve();
      };
      worker.addEventListener('statechange', settle);
      settle();
    });
  }
  return registration.active;
}

/**
 * The refresh worker this site already has, once active. A site with none gets one
 * registered in the background, and this presentation goes without: waiting for a first
 * worker to download and start would delay the load it is meant to keep safe. A merchant's
 * browser has had one since the sign-in screen (`registerRefreshWorker`, from the boot script), so only a session
 * brought into a browser some other way goes without, and only on its first load.
 */
async function registeredWorker(workers: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  const found = await workers.getRegistration('/');
  if (found?.active || found?.waiting || found?.installing) return whenActive(found);
  void registerWorker(workers).catch(() => null);
  return null;
}

/** Registers the refresh worker unless the site's root has a worker of its own. */
async function registerWorker(workers: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  const found = await workers.getRegistration('/');
  const current = found?.active ?? found?.waiting ?? found?.installing;
  if (found && current) return isOurs(current) ? whenActive(found) : null;
  return whenActive(await workers.register(REFRESH_WORKER_URL, { scope: '/' }));
}

const findInBrowser: FindWorker = () => {
  const workers = container();
  return workers ? withinMs(registeredWorker(workers), WORKER_READY_MS, null) : Promise.resolve(null);
};

let findWorker: FindWorker = findInBrowser;

/** Chooses how the worker is found (tests stand in a worker of their own; null: the browser's). */
export function chooseRefreshWorker(find: FindWorker | null): void {
  findWorker = find ?? findInBrowser;
}

/** Registers the worker ahead of the first refresh (a guest's visit, before the sign-in). */
export function registerRefreshWorker(): void {
  const workers = container();
  if (workers) void registerWorker(workers).catch(() => null);
}

/** The worker's reply to one presentation; null when it did not take the request in time. */
function askWorker(
  worker: RefreshWorkerHandle,
  token: string,
): Promise<Exclude<WorkerReply, { type: 'received' }> | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (reply: Exclude<WorkerReply, { type: 'received' }> | null) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    };
    const timer = setTimeout(() => done(null), WORKER_ACK_MS);
    channel.port1.onmessage = (event: MessageEvent<WorkerReply>) => {
      if (event.data.type === 'received') clearTimeout(timer);
      else done(event.data);
    };
    try {
      worker.postMessage({ type: 'refresh', token }, [channel.port2]);
    } catch {
      done(null);
    }
  });
}

/** No body may go with these statuses (the `Response` constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Presents a refresh token: through the worker when the refresh goes to this site's own origin
 * and a worker is there, else with `direct` (the page's own call). Answers as `fetch` does: the
 * server's response, or a `TypeError` when the call did not get through.
 */
export async function presentRefreshToken(
  apiOrigin: string,
  token: string,
  direct: () => Promise<Response>,
): Promise<Response> {
  const sameSite = typeof location !== 'undefined' && apiOrigin === location.origin;
  const worker = sameSite ? await findWorker().catch(() => null) : null;
  const reply = worker ? await askWorker(worker, token) : null;
  if (!reply) return direct();
  if (reply.type === 'network-error') throw new TypeError('The refresh call did not get through');
  return new Response(NULL_BODY.has(reply.status) ? null : reply.body, {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
}
