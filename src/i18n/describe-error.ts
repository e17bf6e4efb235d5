import { ApiError, errorMessage } from '@/api/http/errors';
import { i18n, translateDynamic } from './i18n';

/**
 * The merchant-facing text of an error (SPEC.md section 8), or null when the error is
 * silent (an abort, a cancelled second factor). Server keys live under `errors.<key>`.
 */
export function describeError(error: unknown): string | null {
  const message = errorMessage(error, (key) => i18n.exists(`errors.${key}`));
  if (!message) return null;
  if ('text' in message) return message.text;
  return translateDynamic(i18n, `errors.${message.key}`);
}

/**
 * A failure told in a toast: the action that failed (by its call, e.g. "Saving the store
 * settings") and why. Calls without a named action fall back to the reason alone.
 */
export function describeFailure(error: unknown): string | null {
  const reason = describeError(error);
  if (reason === null) return null;
  const endpointId = error instanceof ApiError ? error.endpointId : undefined;
  const key = endpointId ? `errors.actions.${endpointId}` : null;
  if (!key || !i18n.exists(key)) return reason;
  return i18n.t('errors.action_failed', { action: translateDynamic(i18n, key), reason });
}
