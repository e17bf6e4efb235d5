import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/styles/boot-shell.css';
import { createRoot } from 'react-dom/client';
import { contentQuery } from '@/api/content/content.queries';
import { initI18n } from '@/i18n/i18n';
import { takeHashToken } from '@/session/hash-token';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

// Before anything else runs: a hand-over token leaves the address bar and the history.
const handoverToken = takeHashToken();

async function boot() {
  const queryClient = createQueryClient();
  const i18nReady = initI18n({ loadServerCatalogue: (lang) => queryClient.fetchQuery(contentQuery(lang)) });
  if (handoverToken) {
    const { exchangeHandoverToken } = await import('@/session/handover');
    await exchangeHandoverToken(handoverToken);
  }
  await i18nReady;
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App router={router} queryClient={queryClient} />);
}

void boot();
