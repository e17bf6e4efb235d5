import type { ComponentType } from 'react';
import type { INVOICE_STATUSES } from '@/constants/invoices';

/**
 * Replenishments and withdrawals carry invoice statuses. Their badge (SPEC section 4) belongs
 * to the invoices feature; the route hands it in, so this feature never imports that one. It
 * is given only the statuses the cabinet knows (StatusOf shows the others).
 */
export type StatusBadgeComponent = ComponentType<{ status: (typeof INVOICE_STATUSES)[number] }>;
