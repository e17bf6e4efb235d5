import type { ComponentType } from 'react';
import type { InvoiceStatus } from '@/api/invoices/invoices.schemas';

/**
 * Replenishments and withdrawals carry invoice statuses. Their badge (SPEC section 4) belongs
 * to the invoices feature; the route hands it in, so this feature never imports that one. It
 * also takes a status the cabinet does not know (a neutral badge) or none ("—").
 */
export type StatusBadgeComponent = ComponentType<{
  status: InvoiceStatus | (string & {}) | null | undefined;
}>;
