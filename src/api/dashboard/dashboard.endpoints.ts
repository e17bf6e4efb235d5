import { endpoint } from '../http/endpoint';
import { InOutChartAnswer, InOutChartInput, StatisticsAnswer, StatisticsInput } from './dashboard.schemas';

export const inOutChart = endpoint({
  id: 'dashboard.inOutChart',
  method: 'GET',
  path: '/api/finance/in-out-chart',
  input: InOutChartInput,
  output: InOutChartAnswer,
});

export const statistics = endpoint({
  id: 'dashboard.statistics',
  method: 'GET',
  path: '/api/finance/statistics',
  input: StatisticsInput,
  output: StatisticsAnswer,
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  inOutChart:
    'Points [bucket start, in, out]: one per day / ISO week (Monday) / month of the range, starting at local midnight in tzName, zero when empty; in / out = total_sum (USDT) of successful in + deposit / out + withdrawal invoices by create_timestamp; an omitted storeId / paymentCurrency list means all',
  statistics:
    'Current period to date and the whole previous one in tzName (day, ISO week, month): income / payout = total_sum (USDT) of successful in + deposit / out + withdrawal invoices; conversion = percent (0-100) of the payments (type in) created in the period that succeeded',
};
