import type { InvoiceActionType } from '@/api/invoices/schemas/invoice-writes.schemas';
import type { InvoiceStatus } from '@/api/invoices/schemas/values.schemas';

/**
 * An invoice's status as read: one API-NOTES lists, a value the cabinet does not know yet
 * (no action is offered for it), or null when the answer left it out.
 */
type StatusValue = string | null | undefined;

/** Statuses an invoice never leaves (status polling stops there). */
export const FINAL_STATUSES: readonly InvoiceStatus[] = ['success', 'cancel', 'overdue'];

export function isFinalStatus(status: StatusValue): boolean {
  return FINAL_STATUSES.some((final) => final === status);
}

/** SPEC section 4 "Invoice actions": cancel while created or awaiting payment. */
export function canCancel(status: StatusValue): boolean {
  return status === 'created' || status === 'awaiting_payment';
}

/** Complete (funds received confirmed) while paid or in dispute. */
export function canComplete(status: StatusValue): boolean {
  return status === 'paid' || status === 'dispute';
}

/** The action buttons shown for a status, in the order they appear. */
export function availableActions(status: StatusValue): InvoiceActionType[] {
  const actions: InvoiceActionType[] = [];
  if (canComplete(status)) actions.push('complete');
  if (canCancel(status)) actions.push('cancel');
  return actions;
}

/** Method and data can change while nobody has paid yet. */
export function canEditPayment(status: StatusValue): boolean {
  return status === 'created' || status === 'awaiting_payment';
}

/** The trade operation starts once a method is chosen, from created only. */
export function canInit(status: StatusValue, hasMethod: boolean): boolean {
  return status === 'created' && hasMethod;
}

/** A receipt exists once the money arrived. */
export function hasReceipt(status: StatusValue): boolean {
  return status === 'paid' || status === 'success';
}

/** Polling intervals of the detail page. */
export const STATUS_POLL_MS = 5_000;
export const CHAT_POLL_MS = 10_000;

/**
 * Where a movement of money (a replenishment coming in, a withdrawal going out) stands, read
 * from its status: not started (created), under way (awaiting payment), done (paid, success:
 * the money moved), failed (cancel, overdue: it did not), disputed. Null for a status the
 * cabinet does not know or none: a screen then claims nothing.
 */
export type MovementStage = 'pending' | 'under_way' | 'done' | 'failed' | 'disputed';

export function movementStage(status: StatusValue): MovementStage | null {
  switch (status) {
    case 'created':
      return 'pending';
    case 'awaiting_payment':
      return 'under_way';
    case 'paid':
    case 'success':
      return 'done';
    case 'cancel':
    case 'overdue':
      return 'failed';
    case 'dispute':
      return 'disputed';
    default:
      return null;
  }
}
