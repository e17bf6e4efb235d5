import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/styles/boot-shell.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { contentQuery } from '@/api/content/content.queries';
import { takeHashToken } from '@/api/http/hash-token';
import { transport } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { initI18n } from '@/i18n/i18n';
import { onIdle, settleWithin } from '@/lib/wait';
import { App } from './app';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter, preloadLandingRoute } from './router';

// Before anything else runs: a hand-over token leaves the address bar and the history.
const handoverToken = takeHashToken();

/**
 * How long the first render waits for the landing screen's code and data. Usually they are
 * there by then, and the screen renders whole in one interruptible pass; a slower backend
 * gets the app frame and the screen's skeleton meanwhile, as on any navigation.
 */
const FIRST_RENDER_WAIT_MS = 400;

/** Work that waits for the first screen starts after this at the latest. */
const FIRST_SCREEN_LATEST_MS = 3000;

/**
 * Settles once the first screen has rendered and painted and the browser is idle (or after
 * a few seconds, whatever comes first): for work the first screen does not need.
 */
function afterFirstScreen(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const off = router.subscribe('onRendered', () => {
      off();
      onIdle(resolve);
    });
    setTimeout(resolve, FIRST_SCREEN_LATEST_MS);
  });
}

async function boot() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const signedIn = tokens.hasSession();
  // Everything the first screen needs starts at once: its code, its messages and, for a
  // stored session, a live access token (the route guard reuses the same refresh).
  preloadLandingRoute(router, signedIn || handoverToken !== null, window.location.pathname);
  if (signedIn && !handoverToken)
    transport()
      .then(({ ensureFreshToken }) => ensureFreshToken())
      .catch(() => undefined);
  const firstScreen = afterFirstScreen(router);
  const i18nReady = initI18n({
    loadServerCatalogue: (lang) => queryClient.fetchQuery(contentQuery(lang)),
    refineAfter: firstScreen,
    signedIn,
  });
  if (handoverToken) {
    const { exchangeHandoverToken } = await import('@/api/http/handover');
    await exchangeHandoverToken(handoverToken);
  }
  // The landing screen (guard, loaders) starts alongside the messages. Failures are the
  // route's to show once mounted; here they only end the wait.
  const landed = settleWithin(router.load(), FIRST_RENDER_WAIT_MS);
  await i18nReady;
  await landed;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the first screen, so
  // taps and keys are never held up by one long task.
  startTransition(() => root.render(<App router={router} queryClient={queryClient} />));
}

void boot();
