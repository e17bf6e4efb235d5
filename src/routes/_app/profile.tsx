import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileArea } from '@/features/profile/profile-area';
import { ensureAreaCatalogue } from '@/i18n/i18n';

export const Route = createFileRoute('/_app/profile')({
  // The area's own messages come with it (i18n.ts), alongside its pages' code and data.
  beforeLoad: () => ensureAreaCatalogue(),
  component: () => (
    <ProfileArea>
      <Outlet />
    </ProfileArea>
  ),
});
