import * as auth from './auth/auth.endpoints';

/**
 * Every declared call, by area. The contract document (docs/openapi.json), the contract
 * tests and the demo backend's coverage check read this list.
 */
export const catalogue = {
  auth,
} as const;
