import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileArea } from '@/features/profile/profile-area';
import { ensureAreaCatalogue } from '@/i18n/i18n';

export const Route = createFileRoute('/_app/profile')({
  // The area's own messages (i18n.ts) load as its loader, alongside its pages' code and data
  // (a beforeLoad would hold every loader until they are in; preloading on intent asks early).
  loader: () => ensureAreaCatalogue(),
  component: () => (
    <ProfileArea>
      <Outlet />
    </ProfileArea>
  ),
});
