import { createFileRoute } from '@tanstack/react-router';
import { countriesQuery } from '@/api/enums/countries';
import { personQuery } from '@/api/profile/profile.queries';
import { ProfilePage } from '@/features/profile/profile-page';
import { ProfilePageSkeleton } from '@/features/profile/profile-skeleton';

export const Route = createFileRoute('/_app/profile/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(personQuery()), queryClient.ensureQueryData(countriesQuery())]),
  pendingComponent: ProfilePageSkeleton,
  component: ProfilePage,
});
