import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { financeHandlers } from './finance';
import { identityHandlers } from './identity';
import { invoicesHandlers } from './invoices';
import { storesHandlers } from './stores';

/** Every demo handler: one per declared call (checked by tests/contract.test.ts). */
export const handlers = [
  ...authHandlers,
  ...identityHandlers,
  ...storesHandlers,
  ...invoicesHandlers,
  ...financeHandlers,
  ...dashboardHandlers,
];
