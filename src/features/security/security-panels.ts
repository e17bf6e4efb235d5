import { PROTECTIONS } from '@/constants/security';

/**
 * The security page's panels: the route's search schema uses them, so this module holds
 * plain data only and stays tiny in the entry chunk. The account settings panels come
 * first; the protection panels are the protections themselves.
 */
export const SETTINGS_PANELS = ['password', 'login_email'] as const;
export const PANELS = [...SETTINGS_PANELS, ...PROTECTIONS] as const;
export type Panel = (typeof PANELS)[number];
