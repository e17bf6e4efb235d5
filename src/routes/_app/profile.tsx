import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileArea } from '@/features/profile/profile-area';

export const Route = createFileRoute('/_app/profile')({
  component: () => (
    <ProfileArea>
      <Outlet />
    </ProfileArea>
  ),
});
