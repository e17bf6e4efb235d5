import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HistoryAnswer } from './schemas/history.schemas';

describe('a history answer, however the list is held', () => {
  const row = { id: '7', create_timestamp: 1_700_000_000_000, currency: 'USDT', sum_to_pay: '5' };
  it.each([
    ['a bare list', [row]],
    ['{ count, history: [...] }', { count: '1', history: [row] }],
    ['{ count, history: { items: [...] } }', { count: '1', history: { items: [row] } }],
    ['{ count, history keyed by id }', { count: 1, history: { 7: { currency: 'USDT', sum_to_pay: 5 } } }],
    ['{ items: [...], count }', { items: [row], count: 1 }],
  ])('%s: the row is read', (_form, answer) => {
    const read = v.parse(HistoryAnswer, answer);
    expect(read.history).toHaveLength(1);
    expect(read.history[0]).toMatchObject({ id: 7, currency: 'USDT', amount: 5 });
  });
});
