import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { tokens } from '@/api/http/tokens';
import { personQuery } from '@/api/profile/profile.queries';
import { AppShell } from '@/components/layout/app-shell';

/** Every signed-in screen: the guard remembers the wanted path for after login (SPEC.md section 2). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!tokens.hasSession()) {
      const wanted = location.href === '/' ? undefined : location.href;
      throw redirect({ to: '/login', search: wanted ? { redirect: wanted } : {}, replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(personQuery()),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
