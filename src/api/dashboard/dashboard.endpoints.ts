import { endpoint } from '../http/endpoint';
import { InOutChartAnswer, InOutChartInput, StatisticsAnswer, StatisticsInput } from './dashboard.schemas';

export const inOutChart = endpoint({
  id: 'dashboard.inOutChart',
  method: 'GET',
  path: '/api/finance/in-out-chart',
  summary: 'Inflows against outflows (USDT) per day / ISO week / month, filtered by stores and payment currencies',
  input: InOutChartInput,
  output: InOutChartAnswer,
});

export const statistics = endpoint({
  id: 'dashboard.statistics',
  method: 'GET',
  path: '/api/finance/statistics',
  summary: 'Income, payout and conversion of the current period to date and of the previous period',
  input: StatisticsInput,
  output: StatisticsAnswer,
});
