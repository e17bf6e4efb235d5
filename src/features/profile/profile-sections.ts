import { PROFILE_TABS } from '@/components/layout/area-tabs';
import type { MessageKey } from '@/i18n/keys';

export type ProfileSectionPath = (typeof PROFILE_TABS)[number]['to'];

/** Page title (h1 and browser tab) of each profile section. */
export const SECTION_TITLES: Record<ProfileSectionPath, MessageKey> = {
  '/profile': 'shell.pages.profile',
  '/profile/security': 'shell.pages.security',
  '/profile/verification': 'shell.pages.verification',
  '/profile/addresses': 'shell.pages.addresses',
  '/profile/notifications': 'shell.pages.notifications',
};

/** The section a pathname belongs to (trailing slash and sub-paths tolerated). */
export function sectionOf(pathname: string): ProfileSectionPath {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = [...PROFILE_TABS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((tab) => path === tab.to || path.startsWith(`${tab.to}/`));
  return match?.to ?? '/profile';
}
