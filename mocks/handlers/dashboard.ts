import * as dashboard from '@/api/dashboard/dashboard.endpoints';
import { financeDb } from '../db/finance';
import { assertMerchant } from '../db/invoices';
import { handle } from '../lib/define';

export const dashboardHandlers = [
  handle(dashboard.inOutChart, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return financeDb.inOutChart(input);
  }),

  handle(dashboard.statistics, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return financeDb.statistics(input.merchantId, input.period, input.tzName);
  }),
];
