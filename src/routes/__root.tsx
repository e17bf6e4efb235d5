import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FeedbackLayer } from '@/components/feedback/feedback-layer';
import { NavigationEffects } from '@/components/layout/navigation-effects';
import { NotFound } from '@/components/layout/not-found';
import { SecondFactorHost } from '@/features/second-factor/second-factor-host';
import type { RouterContext } from '@/router';
import { SessionProvider } from '@/session/session';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <SessionProvider>
      <NavigationEffects />
      <Outlet />
      <FeedbackLayer />
      <SecondFactorHost />
    </SessionProvider>
  );
}
