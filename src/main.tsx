import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/styles/boot-shell.css';
import { createRoot } from 'react-dom/client';
import { contentQuery } from '@/api/content/content.queries';
import { ensureFreshToken } from '@/api/http/refresh';
import { tokens } from '@/api/http/tokens';
import { initI18n } from '@/i18n/i18n';
import { takeHashToken } from '@/session/hash-token';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter, preloadLandingRoute } from './router';

// Before anything else runs: a hand-over token leaves the address bar and the history.
const handoverToken = takeHashToken();

async function boot() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const signedIn = tokens.hasSession();
  // Everything the first screen needs starts at once: its code, its messages and, for a
  // stored session, a live access token (the route guard reuses the same refresh).
  preloadLandingRoute(router, signedIn || handoverToken !== null, window.location.pathname);
  if (signedIn && !handoverToken) ensureFreshToken().catch(() => undefined);
  const i18nReady = initI18n({
    loadServerCatalogue: (lang) => queryClient.fetchQuery(contentQuery(lang)),
    signedIn,
  });
  if (handoverToken) {
    const { exchangeHandoverToken } = await import('@/session/handover');
    await exchangeHandoverToken(handoverToken);
  }
  await i18nReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App router={router} queryClient={queryClient} />);
}

void boot();
