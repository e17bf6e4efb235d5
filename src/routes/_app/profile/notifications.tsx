import { createFileRoute } from '@tanstack/react-router';
import { languagesQuery } from '@/api/enums/enums.queries';
import { notificationSettingsQuery } from '@/api/profile/profile.queries';
import { NotificationsPage } from '@/features/profile/notifications-page';
import { NotificationsSkeleton } from '@/features/profile/profile-skeleton';

export const Route = createFileRoute('/_app/profile/notifications')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(notificationSettingsQuery()),
      queryClient.ensureQueryData(languagesQuery()),
    ]),
  pendingComponent: NotificationsSkeleton,
  component: NotificationsPage,
});
