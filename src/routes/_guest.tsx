import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { tokens } from '@/api/http/tokens';
import { GuestLayout } from '@/components/layout/guest-layout';

/** Login, forgot-password, reset-password, first-login: signed-in users go to / (SPEC.md section 2). */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => {
    if (tokens.hasSession()) throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <GuestLayout>
      <Outlet />
    </GuestLayout>
  ),
});
