import { apiKeys, endpointQuery } from '../http/query';
import { securityMethods, securitySettings } from './security.endpoints';
import type { Operation } from './security.schemas';

export const securityKeys = {
  all: () => apiKeys.area(securitySettings.area),
  settings: () => apiKeys.query(securitySettings),
  /** Every operation's methods (invalidated when a protection changes). */
  methods: () => apiKeys.endpoint(securityMethods),
  methodsOf: (operation: Operation) => apiKeys.query(securityMethods, { operation }),
};

export { securitySettingsQuery } from './security-settings.queries';

/** Factors switched on for an operation kind (e.g. asked before a logo upload). */
export function securityMethodsQuery(operation: Operation) {
  return endpointQuery(securityMethods, { operation });
}
