/**
 * The security settings' value sets as plain data. The security route's search schema reads
 * PROTECTIONS at start, so this module holds no code and stays tiny in the entry chunk; the
 * API schemas build their pickers from these lists.
 */

/** Protected operation kinds (API-NOTES "Value sets"), in the order the switches show them. */
export const OPERATIONS = ['auth', 'settings', 'withdrawal', 'payout'] as const;

/** What a merchant can switch on to protect operations (SPEC.md section 4 "Protection badges"). */
export const PROTECTIONS = ['email', 'pin', 'otp', 'whitelist'] as const;
export type Protection = (typeof PROTECTIONS)[number];

/** PIN lengths (SPEC.md section 9). */
export const PIN_LENGTHS = [4, 6] as const;
