import type { MovementStage } from '@/domain/invoices';
import type { MessageKey } from '@/i18n/keys';

/** Translation keys of a replenishment's or withdrawal's summary, by where the money stands. */
export interface MovementText {
  /** The word over the amount: "Pending", "Sent", "Awaiting payment", "Received"… */
  heading: MessageKey;
  /** The label of the total that leaves (or reaches) the wallet. */
  totalLabel: MessageKey;
  /** The line under the amount about that total; null when nothing can be said. */
  totalLine: MessageKey | null;
}

const OUT: Record<MovementStage, MovementText> = {
  pending: {
    heading: 'finance.detail.heading_out_pending',
    totalLabel: 'finance.detail.to_debit',
    totalLine: 'finance.detail.debit_pending_line',
  },
  under_way: {
    heading: 'finance.detail.heading_out_under_way',
    totalLabel: 'finance.detail.to_debit',
    totalLine: 'finance.detail.debit_pending_line',
  },
  done: {
    heading: 'finance.detail.sent',
    totalLabel: 'finance.detail.debited',
    totalLine: 'finance.detail.debited_line',
  },
  failed: {
    heading: 'finance.detail.heading_out_failed',
    totalLabel: 'finance.detail.total_with_fee',
    totalLine: null,
  },
  disputed: {
    heading: 'finance.detail.heading_disputed',
    totalLabel: 'finance.detail.debited',
    totalLine: 'finance.detail.debited_line',
  },
};

const IN: Record<MovementStage, MovementText> = {
  pending: {
    heading: 'finance.detail.heading_in_pending',
    totalLabel: 'finance.detail.to_credit',
    totalLine: 'finance.detail.credit_pending_line',
  },
  under_way: {
    heading: 'finance.detail.heading_in_pending',
    totalLabel: 'finance.detail.to_credit',
    totalLine: 'finance.detail.credit_pending_line',
  },
  done: {
    heading: 'finance.detail.received',
    totalLabel: 'finance.detail.credited',
    totalLine: 'finance.detail.credited_line',
  },
  failed: {
    heading: 'finance.detail.heading_in_failed',
    totalLabel: 'finance.detail.total_after_fee',
    totalLine: null,
  },
  disputed: {
    heading: 'finance.detail.heading_disputed',
    totalLabel: 'finance.detail.credited',
    totalLine: 'finance.detail.credited_line',
  },
};

/**
 * The summary words of a movement: they follow its direction and stage, so a withdrawal
 * awaiting payment never reads "Sent". An unknown status claims nothing.
 */
export function movementText(direction: 'in' | 'out', stage: MovementStage | null): MovementText {
  if (stage === null)
    return {
      heading: 'finance.detail.heading_unknown',
      totalLabel: direction === 'out' ? 'finance.detail.total_with_fee' : 'finance.detail.total_after_fee',
      totalLine: null,
    };
  return (direction === 'out' ? OUT : IN)[stage];
}
