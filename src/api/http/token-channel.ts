import type { Tokens } from '@/api/auth/auth.schemas';

/**
 * Rotated tokens handed from the tab that refreshed (or signed in) to the cabinet's other
 * tabs. A localStorage write reaches other tabs late; this channel is how a tab waiting for
 * the refresh lock learns the new pair before it could spend the old, rotated refresh token
 * (API-NOTES "Time and money"). Same origin only; nothing is stored.
 */
export type TokenMessage =
  | { type: 'rotated'; tokens: Tokens; id: string; tab: string }
  | { type: 'signed-in'; tokens: Tokens; login: string; rememberMe: boolean; id: string; tab: string };

type Announcement =
  | { type: 'rotated'; tokens: Tokens }
  | { type: 'signed-in'; tokens: Tokens; login: string; rememberMe: boolean };

/** This tab: every channel object of the tab hears the others, so a tab skips its own news. */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const NAME = 'cabinet-tokens';
const ECHO_WAIT_MS = 250;

type Listener = (message: TokenMessage) => void;

let receiver: BroadcastChannel | null = null;
const listeners = new Set<Listener>();

const available = () => typeof BroadcastChannel !== 'undefined';

/** Listens to the other tabs' token news (one channel per tab, opened on first use). */
export function onTokenMessage(listener: Listener): () => void {
  if (available() && !receiver) {
    receiver = new BroadcastChannel(NAME);
    // Node (tests, tools) keeps a process alive while a channel is open; browsers have no unref.
    (receiver as BroadcastChannel & { unref?: () => void }).unref?.();
    receiver.onmessage = (event: MessageEvent<TokenMessage>) => {
      if (event.data?.tab === TAB) return;
      for (const each of [...listeners]) each(event.data);
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the other tabs and resolves once the message has gone out to all of them: a second
 * channel of this tab hears it back (a channel never hears its own posts), which happens only
 * after the browser has dispatched it to every tab. The refresh lock is released after that.
 */
export function announceTokens(message: Announcement): Promise<void> {
  if (!available()) return Promise.resolve();
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const sender = new BroadcastChannel(NAME);
  const echo = new BroadcastChannel(NAME);
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sender.close();
      echo.close();
      resolve();
    };
    const timer = setTimeout(done, ECHO_WAIT_MS);
    echo.onmessage = (event: MessageEvent<TokenMessage>) => {
      if (event.data?.id === id) done();
    };
    sender.postMessage({ ...message, id, tab: TAB } satisfies TokenMessage);
  });
}
