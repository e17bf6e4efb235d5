import * as v from 'valibot';
import { isIpv4 } from '@/domain/validation';
import type { MessageKey } from '@/i18n/keys';
import { isHttpsUrlOrEmpty } from '@/lib/safe-url';

/** The callback source list holds at most this many addresses (backend limit). */
export const MAX_CALLBACK_IPS = 20;

export interface IntegrationValues {
  callback_url: string;
  ips: string[];
}

export const IntegrationSchema = v.object({
  callback_url: v.pipe(v.string(), v.check(isHttpsUrlOrEmpty, 'stores.integration.callback_invalid')),
  ips: v.pipe(v.array(v.string()), v.maxLength(MAX_CALLBACK_IPS, 'stores.integration.ip_limit')),
});

/** Why an address cannot be added (a translation key), or null when it can. */
export function ipError(value: string, list: readonly string[]): MessageKey | null {
  const ip = value.trim();
  if (!isIpv4(ip)) return 'errors.incorrect_ip_format';
  if (list.includes(ip)) return 'stores.integration.ip_duplicate';
  if (list.length >= MAX_CALLBACK_IPS) return 'stores.integration.ip_limit';
  return null;
}
