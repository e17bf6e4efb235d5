import '@testing-library/jest-dom/vitest';
import { resetDatabase } from '@mocks/db/database';
import { server } from '@mocks/node';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { tokens } from '@/api/http/tokens';
import { resetFeedback } from '@/components/feedback/feedback';
import { i18n } from '@/i18n/i18n';

// findBy*/waitFor wait for a state, not for a time: their limit is only a safety net, far above
// what any state takes on a loaded machine (Testing Library's default of 1 s is not), and below
// the test timeout so that a state that never comes is named in the failure.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks these browser APIs; embla, nivo and the router touch them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window !== 'undefined') {
  Object.assign(window, {
    ResizeObserver: window.ResizeObserver ?? ResizeObserverStub,
    IntersectionObserver: window.IntersectionObserver ?? IntersectionObserverStub,
  });
  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  if (!window.matchMedia) {
    // The user asks for reduced motion: nothing animates frame by frame in jsdom (the charts'
    // springs would redraw their SVG for every frame of every transition).
    window.matchMedia = (query: string) =>
      ({
        matches: /prefers-reduced-motion:\s*reduce/.test(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

/**
 * Vitest hands a jsdom File to Node's fetch by reading jsdom's internal `_buffer`, which
 * jsdom 29 renamed `_bytes`: without this bridge every uploaded file arrives empty.
 */
function bridgeDomFileBytes() {
  if (typeof Blob === 'undefined') return;
  const blob = new Blob();
  const implKey = Object.getOwnPropertySymbols(blob)[0];
  const impl: unknown = implKey ? (blob as unknown as Record<symbol, unknown>)[implKey] : undefined;
  const proto: object | null = impl && typeof impl === 'object' ? Object.getPrototypeOf(impl) : null;
  if (proto && !('_buffer' in proto) && '_bytes' in (impl as object)) {
    Object.defineProperty(proto, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}
bridgeDomFileBytes();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The code the first send loads on demand (the browser's guest layout asks for it on the
  // first focus): transformed once per worker here, not inside a test's first click.
  await Promise.all([
    import('@/api/http/exchange'),
    import('@/i18n/catalogues/en-areas'),
    import('@/i18n/catalogues/ru-areas'),
  ]);
  await import('@/router');
});
beforeEach(() => {
  // Files share a worker (isolate: false): a test that made its own i18n instance may have
  // registered it with react-i18next; components render with the app's.
  setI18n(i18n);
  resetDatabase();
  window.localStorage.clear();
  // The access token lives in memory, which files sharing a worker share too.
  tokens.forgetAccessToken();
  resetFeedback();
});
afterEach(() => {
  cleanup();
  // What a test left outside its own container (a popup's portal, a focus guard) would sit in
  // the next test's tab order: every test starts from an empty body with nothing focused.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.replaceChildren();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
