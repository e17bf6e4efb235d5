/**
 * Session news shared between the cabinet's tabs (SPEC.md section 4 "Session"): a quit.
 * Sign-ins and rotated tokens travel with their tokens (`token-channel.ts`).
 */
export type TabMessage = { type: 'signed-out' };

const CHANNEL = 'cabinet-session';

export function openTabChannel(onMessage: (message: TabMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message: TabMessage) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
