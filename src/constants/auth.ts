/**
 * The refresh call as plain data, for code that must not load the endpoint declarations (their
 * schemas): the boot script's first refresh and the refresh worker. It must stay the very call
 * `refresh` in `src/api/auth/auth.endpoints.ts` declares (tests have the app adopt it:
 * boot-session.test.ts).
 */
export const REFRESH_CALL = { method: 'PUT', path: '/api/merchant-owner/auth' } as const;
