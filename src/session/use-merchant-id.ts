import { useSuspenseQuery } from '@tanstack/react-query';
import { personQuery } from '@/api/profile/profile.queries';

/**
 * The id of the merchant the signed-in screens work for (the profile's id, SPEC.md section 3).
 * The signed-in layout loads the profile before any screen renders and puts the id in the
 * route context for loaders; components read it here, from the same query, so a change of
 * merchant re-renders them with the new id.
 */
export function useMerchantId(): number {
  return useSuspenseQuery({ ...personQuery(), select: (profile) => profile.id }).data;
}
