/** The messages between a page (`refresh-owner.ts`) and the refresh worker (`refresh-worker.ts`). */

/** Where the refresh worker is served: the site's root, so that its scope is the whole site. */
export const REFRESH_WORKER_URL = '/refresh-worker.js';

/** A page asks the worker to present this refresh token (sent with a port for the replies). */
export interface RefreshRequest {
  type: 'refresh';
  token: string;
}

export type WorkerReply =
  /** The worker has the request: from now on it makes or reuses the call, page or no page. */
  | { type: 'received' }
  /** The refresh call's answer, as the server sent it. */
  | { type: 'answer'; status: number; body: string }
  /** The call did not reach the server or timed out. */
  | { type: 'network-error' };

export function isRefreshRequest(data: unknown): data is RefreshRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'refresh' &&
    'token' in data &&
    typeof data.token === 'string' &&
    data.token.length > 0
  );
}
