import { apiOrigin } from '@/env';

/**
 * SPEC.md section 3: relative asset paths are made absolute. Every image the API sends
 * (merchant and store logos, currency and method logos) passes through here, once, when
 * its answer is read: `media/x.svg` and `/media/x.svg` become `<API origin>/media/x.svg`;
 * absolute http(s), protocol-relative, data and blob URLs stay as they are.
 */
export function resolveAssetUrl(path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (/^(https?:|data:|blob:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return trimmed;
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return null;
  return `${apiOrigin()}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}
