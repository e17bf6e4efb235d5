/**
 * The security page's panels: the route's search schema uses them, so this module holds
 * plain data only and stays tiny in the entry chunk.
 */
export const SETTINGS_PANELS = ['password', 'login_email'] as const;
export const PROTECTION_PANELS = ['email', 'pin', 'otp', 'whitelist'] as const;
export const PANELS = [...SETTINGS_PANELS, ...PROTECTION_PANELS] as const;
export type Panel = (typeof PANELS)[number];
export type Protection = (typeof PROTECTION_PANELS)[number];
