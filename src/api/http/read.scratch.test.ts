import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  answer,
  bool,
  id,
  isKnown,
  list,
  metaOf,
  num,
  oneOf,
  ours,
  record,
  required,
  text,
  time,
  tuple,
} from './read';

const Store = record({
  id: required(id()),
  title: text(),
  status: oneOf(['approved', 'denied'] as const, 'archived'),
  on: bool(),
  fee: ours(num()),
  created: time(),
});
const Answer = answer({ count: num(), stores: required(list(Store)) });
type A = v.InferOutput<typeof Answer>;
type W = v.InferInput<typeof Answer>;
const w: W = { count: 1, stores: [{ id: 1, title: 'x', status: 'approved', on: true }] };

test('scratch', () => {
  const out: A = v.parse(Answer, {
    count: '2',
    stores: { 12: { title: 'a', status: 'APPROVED', on: '1', created: 1700000000000 }, 13: { id: 'x' } },
  });
  console.log(JSON.stringify(out), w);
  const s = out.stores[0];
  if (s) {
    const st = s.status;
    if (isKnown(['approved', 'denied'] as const, st)) {
      const k: 'approved' | 'denied' = st;
      console.log(k);
    }
  }
  console.log(v.safeParse(Answer, { count: 1 }).success, v.safeParse(Answer, null).success);
  const T = list(tuple([time(), num(), num()]));
  console.log(JSON.stringify(v.parse(T, [[1, '2', 3], ['2024-01-01T00:00:00Z', 1, 1], [1]])));
  console.log(metaOf(Store), metaOf(ours(num())));
  expect(1).toBe(1);
});
