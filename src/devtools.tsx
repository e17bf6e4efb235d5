import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';
import type { createAppRouter } from './router';

/** Development only (`npm run dev`): never part of a production build. */
export function Devtools({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-left" />
      <TanStackRouterDevtools router={router} position="bottom-right" />
    </>
  );
}
