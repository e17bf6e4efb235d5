import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import type { createAppRouter } from './router';

const Devtools = import.meta.env.DEV
  ? lazy(() => import('./devtools').then((m) => ({ default: m.Devtools })))
  : null;

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {Devtools ? (
          <Suspense fallback={null}>
            <Devtools router={router} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
