import { authHandlers } from './auth';
import { commerceHandlers } from './commerce';
import { identityHandlers } from './identity';

/** Every demo handler: one per declared call (checked by tests/contract.test.ts). */
export const handlers = [...authHandlers, ...identityHandlers, ...commerceHandlers];
