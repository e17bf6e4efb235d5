import { i18n, translateDynamic } from '@/i18n/i18n';

/**
 * A message key the backend returned in a successful answer (e.g. enable-payments'
 * `success: false`): translated from the `errors` namespace like error keys, else the
 * generic text.
 */
export function serverMessage(key: string | null | undefined): string {
  const path = key ? `errors.${key}` : '';
  return path && i18n.exists(path) ? translateDynamic(i18n, path) : i18n.t('errors.unknown_error');
}
