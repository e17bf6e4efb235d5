import { errorMessage } from '@/api/http/errors';
import { i18n } from './i18n';

/**
 * The merchant-facing text of an error (SPEC.md section 8), or null when the error is
 * silent (an abort, a cancelled second factor). Server keys live under `errors.<key>`.
 */
export function describeError(error: unknown): string | null {
  const message = errorMessage(error, (key) => i18n.exists(`errors.${key}`));
  if (!message) return null;
  if ('text' in message) return message.text;
  return i18n.t(`errors.${message.key}`);
}
