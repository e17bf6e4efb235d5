import { it } from 'vitest';
import { invoicesDb, totalsOf } from '@mocks/db/invoices';
import { financeDb } from '@mocks/db/finance';

it('smoke', () => {
  const t0 = performance.now();
  const all = invoicesDb.all(1001);
  const t1 = performance.now();
  console.log('seed ms', t1 - t0, all.length);
  const by = (k: (i: (typeof all)[number]) => string) => {
    const m: Record<string, number> = {};
    for (const i of all) m[k(i)] = (m[k(i)] ?? 0) + 1;
    return m;
  };
  console.log(by((i) => i.type), by((i) => i.status), by((i) => i.currency), by((i) => String(i.store_id)));
  const now = Date.now() / 1000;
  console.log('last 24h', all.filter((i) => i.create_timestamp > now - 86400).length, 'last 48h', all.filter((i) => i.create_timestamp > now - 2 * 86400).length);
  console.log(totalsOf(all));
  console.log(financeDb.wallets(1001));
  console.log(all.slice(-3));
  console.log(financeDb.statistics(1001, 'month', 'Europe/Berlin'), financeDb.balance(1001, 'USDT', 'Europe/Berlin'));
  const t2 = performance.now();
  financeDb.inOutChart({ merchantId: 1001, groupBy: 'day', tzName: 'Europe/Berlin', startDate: now - 30 * 86400, endDate: now });
  console.log('chart ms', performance.now() - t2);
  console.log(financeDb.inOutChart({ merchantId: 1001, groupBy: 'week', tzName: 'Europe/Berlin', startDate: now - 30 * 86400, endDate: now }));
  console.log(financeDb.balanceChart({ merchantId: 1001, groupBy: 'month', tzName: 'UTC', startDate: now - 365 * 86400, endDate: now }));
  console.log(financeDb.history(1001, 'withdrawal').length, financeDb.history(1001, 'deposit').length, financeDb.operations(1001).length);
});
