import { MOBILE_QUERY, useMediaQuery } from '@/lib/use-media-query';

/** SPEC.md section 9: narrow (mobile) layout up to 993 px, wide from 993 px on. */
export const NARROW_QUERY = MOBILE_QUERY;

/** True on narrow screens; follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
