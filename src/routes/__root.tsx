import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PopupIndicator } from '@/components/feedback/popup';
import { Toaster } from '@/components/feedback/toast';
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
      <Toaster />
      <SecondFactorHost />
      <PopupIndicator />
    </SessionProvider>
  );
}
