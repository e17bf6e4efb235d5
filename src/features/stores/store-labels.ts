import type { StoreStatus } from '@/api/stores/schemas/store.schemas';
import type { MessageKey } from '@/i18n/keys';

/** Business scopes offered in the store forms; a value from the server outside the list is kept. */
export const STORE_SCOPES = [
  'retail',
  'electronics',
  'fashion',
  'food',
  'digital_goods',
  'software',
  'games',
  'hosting',
  'education',
  'travel',
  'health',
  'services',
  'other',
] as const;
export type StoreScope = (typeof STORE_SCOPES)[number];

/** Static translation keys of the scopes (keys stay greppable). */
export const SCOPE_LABEL_KEYS: Record<StoreScope, MessageKey> = {
  retail: 'stores.scope.retail',
  electronics: 'stores.scope.electronics',
  fashion: 'stores.scope.fashion',
  food: 'stores.scope.food',
  digital_goods: 'stores.scope.digital_goods',
  software: 'stores.scope.software',
  games: 'stores.scope.games',
  hosting: 'stores.scope.hosting',
  education: 'stores.scope.education',
  travel: 'stores.scope.travel',
  health: 'stores.scope.health',
  services: 'stores.scope.services',
  other: 'stores.scope.other',
};

export function scopeLabelKey(scope: string): MessageKey | null {
  return (STORE_SCOPES as readonly string[]).includes(scope) ? SCOPE_LABEL_KEYS[scope as StoreScope] : null;
}

export const STATUS_LABEL_KEYS: Record<StoreStatus, MessageKey> = {
  approval: 'stores.status.approval',
  approved: 'stores.status.approved',
  returned: 'stores.status.returned',
  denied: 'stores.status.denied',
};

/** Default invoice lifetimes offered (seconds): 15 min, 30 min, 1 h, 2 h, 24 h. */
export const TTL_OPTIONS = [900, 1800, 3600, 7200, 86_400] as const;
export const DEFAULT_TTL = 1800;

/** A lifetime as a translation key with its count: whole hours in hours, otherwise minutes. */
export function ttlLabel(seconds: number): { key: 'stores.ttl.hours' | 'stores.ttl.minutes'; count: number } {
  if (seconds % 3600 === 0) return { key: 'stores.ttl.hours', count: seconds / 3600 };
  return { key: 'stores.ttl.minutes', count: Math.round(seconds / 60) };
}
