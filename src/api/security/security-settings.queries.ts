import { endpointQuery } from '../http/query';
import { securitySettings } from './security-settings.endpoints';

/** The security settings, apart from the area's other queries: the dashboard's setup checklist loads this alone. */
export function securitySettingsQuery() {
  return endpointQuery(securitySettings, undefined);
}
