import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateDynamic } from './i18n';
import type { MessageKey } from './keys';

/**
 * Checked by `tsc --noEmit`, never run: a key of the English catalogue passes, any other
 * is refused (an unused `@ts-expect-error` would fail the type check).
 */
function typeChecks(t: TFunction) {
  t('invoices.timeline.title');
  t('invoices.list.all_shown', { count: 2 });
  // @ts-expect-error: the catalogue has no such message
  t('invoices.timeline.no_such_message');
  // @ts-expect-error: a group of messages is not a message
  const group: MessageKey = 'invoices.timeline';
  const plural: MessageKey = 'invoices.list.all_shown';
  return [group, plural];
}
void typeChecks;

describe('A key known only at run time', () => {
  it('reaches t with its options, from a t or from an i18next instance', () => {
    const t = (key: string, options?: { count?: number }) => `${key}:${options?.count ?? '-'}`;
    expect(translateDynamic(t, 'errors.some_server_key', { count: 2 })).toBe('errors.some_server_key:2');
    const instance = {
      prefix: '>',
      t(this: { prefix: string }, key: string) {
        return `${this.prefix}${key}`;
      },
    };
    expect(translateDynamic(instance, 'errors.other')).toBe('>errors.other');
  });
});
