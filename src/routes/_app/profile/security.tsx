import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { securitySettingsQuery } from '@/api/security/security.queries';
import { SecurityPage } from '@/features/security/security-page';
import { PANELS } from '@/features/security/security-panels';
import { SecuritySkeleton } from '@/features/security/security-skeleton';

export const Route = createFileRoute('/_app/profile/security')({
  validateSearch: v.object({ panel: v.fallback(v.optional(v.picklist(PANELS)), undefined) }),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(securitySettingsQuery()),
  pendingComponent: SecuritySkeleton,
  component: SecurityPage,
});
