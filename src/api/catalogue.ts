import * as auth from './auth/auth.endpoints';
import * as content from './content/content.endpoints';
import * as dashboard from './dashboard/dashboard.endpoints';
import * as enums from './enums/enums.endpoints';
import * as finance from './finance/finance.endpoints';
import * as invoices from './invoices/invoices.endpoints';
import * as profile from './profile/profile.endpoints';
import * as security from './security/security.endpoints';
import * as stores from './stores/stores.endpoints';

/**
 * Every declared call, by area. The contract document (docs/openapi.json), the contract
 * tests and the demo backend's coverage check read this list.
 */
export const catalogue = {
  auth,
  enums,
  content,
  profile,
  security,
  stores,
  invoices,
  finance,
  dashboard,
} as const;
