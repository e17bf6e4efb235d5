import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { transport } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { AppShell } from '@/components/layout/app-shell';
import { AppShellPending } from '@/components/layout/route-pending';
import { PaletteLauncher } from '@/features/palette/palette-launcher';
import { ensureFullCatalogue } from '@/i18n/i18n';

function toLogin(href: string) {
  const wanted = href === '/' ? undefined : href;
  return redirect({ to: '/login', search: wanted ? { redirect: wanted } : {}, replace: true });
}

/** Every signed-in screen: the guard remembers the wanted path for after login (SPEC.md section 2). */
export const Route = createFileRoute('/_app')({
  // The frame's loading shape comes with the frame: a reload waits for the session, and its
  // shape shows at once instead of one download later (then held for the minimum time).
  codeSplitGroupings: [['component', 'pendingComponent']],
  beforeLoad: async ({ location, context }) => {
    if (!tokens.hasSession()) throw toLogin(location.href);
    const messages = ensureFullCatalogue();
    try {
      // A stored session needs a live access token before any loader runs.
      const { ensureFreshToken } = await transport();
      await ensureFreshToken();
    } catch (error) {
      // The refresh token was refused: the session is over. Network trouble keeps it.
      if (!tokens.hasSession()) throw toLogin(location.href);
      throw error;
    }
    // The merchant every signed-in screen works for: loaders read it from the route context,
    // components through useMerchantId() (both from the one profile query).
    // (Imported here, not at the top: route guards stay in the entry, the profile's schemas need not.)
    const { personQuery } = await import('@/api/profile/profile.queries');
    const [person] = await Promise.all([context.queryClient.ensureQueryData(personQuery()), messages]);
    return { merchantId: person.id };
  },
  // A reload keeps the frame: header, margins and the shape of the page that will come.
  pendingComponent: AppShellPending,
  component: () => (
    <AppShell search={<PaletteLauncher />}>
      <Outlet />
    </AppShell>
  ),
});
