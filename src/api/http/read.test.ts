import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { editOr, Kept, keptOr } from './kept';
import {
  answer,
  asset,
  bool,
  date,
  id,
  isKnown,
  language,
  list,
  listItems,
  metaOf,
  money,
  num,
  oneOf,
  ours,
  record,
  required,
  text,
  time,
  tuple,
  withSent,
} from './read';

const read = (schema: v.GenericSchema, value: unknown) => v.parse(schema, value);

describe('boolean: true/false, 1/0, "1"/"0", "true"/"false"', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['FALSE', false],
  ])('%j reads as %j', (sent, expected) => {
    expect(read(bool(), sent)).toBe(expected);
  });

  it.each([2, 'yes', '', {}, [], null, undefined])('%j is unknown, never false', (sent) => {
    expect(read(bool(), sent)).toBeNull();
  });
});

describe('number and money: a number or a numeric string, never NaN', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 985034175.12 ', 985034175.12],
    ['-3', -3],
    ['1e3', 1000],
    [0, 0],
  ])('%j reads as %j', (sent, expected) => {
    expect(read(num(), sent)).toBe(expected);
    expect(read(money(), sent)).toBe(expected);
  });

  it.each(['', 'abc', '12,5', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY, true, {}, null])(
    '%j is unknown, never 0 or NaN',
    (sent) => {
      expect(read(num(), sent)).toBeNull();
    },
  );
});

describe('id: a number or a numeric string, one canonical form', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 7 ', 7],
  ])('%j reads as %j', (sent, expected) => {
    expect(read(id(), sent)).toBe(expected);
  });

  it.each([0, -1, 1.5, '1.5', 'abc', '', '9007199254740993', null])('%j is unknown', (sent) => {
    expect(read(id(), sent)).toBeNull();
  });
});

describe('time: epoch seconds, epoch milliseconds or ISO 8601, told apart by form and magnitude', () => {
  const seconds = 1_700_000_000;
  it.each([
    [seconds, seconds],
    [String(seconds), seconds],
    [seconds * 1000, seconds],
    [String(seconds * 1000), seconds],
    ['2023-11-14T22:13:20Z', seconds],
    ['2023-11-14T23:13:20+01:00', seconds],
    ['2023-11-14', Date.UTC(2023, 10, 14) / 1000],
  ])('%j reads as %j', (sent, expected) => {
    expect(read(time(), sent)).toBe(expected);
  });

  it('a birth date before 1970 stays in seconds; milliseconds from 1973 on are told by magnitude', () => {
    expect(read(time(), -631_152_000)).toBe(-631_152_000);
    expect(read(time(), 100_000_000_000)).toBe(100_000_000);
  });

  it.each(['yesterday', '14.11.2023', '', true, null])('%j is unknown', (sent) => {
    expect(read(time(), sent)).toBeNull();
  });
});

describe('date: a calendar day as YYYY-MM-DD', () => {
  it.each([
    ['1990-05-01', '1990-05-01'],
    ['1990-05-01T00:00:00Z', '1990-05-01'],
    ['1990-05-01T23:30:00-05:00', '1990-05-01'],
    [641_520_000, '1990-05-01'],
    [641_520_000_000, '1990-05-01'],
  ])('%j reads as %j', (sent, expected) => {
    expect(read(date(), sent)).toBe(expected);
  });

  it.each(['1990-13-45', '01.05.1990', null])('%j is unknown', (sent) => {
    expect(read(date(), sent)).toBeNull();
  });
});

describe('text', () => {
  it('reads a string as sent and a number as its digits', () => {
    expect(read(text(), 'Aurora')).toBe('Aurora');
    expect(read(text(), 42)).toBe('42');
    expect(read(text(), '')).toBe('');
  });

  it('a JSON null is unknown, unless SPEC lets the text be unset', () => {
    expect(read(text(), null)).toBeNull();
    expect(read(text({ none: '' }), null)).toBe('');
    expect(read(text({ none: '' }), undefined)).toBeNull();
  });
});

describe('list: an array, null, an object holding the list, or an object keyed by id or address', () => {
  const Row = record({ id: required(id()), title: text() });
  it('an array', () => {
    expect(read(list(Row), [{ id: 1, title: 'a' }])).toEqual([{ id: 1, title: 'a' }]);
  });

  it('null is an empty list; a key left out is unknown', () => {
    expect(read(list(Row), null)).toEqual([]);
    expect(read(answer({ rows: list(Row) }), {})).toEqual({ rows: null });
  });

  it('an object holding the list under any one key', () => {
    expect(read(list(Row), { items: [{ id: '2' }], count: 1 })).toEqual([{ id: 2, title: null }]);
    expect(read(list(Row), { favorites: [] })).toEqual([]);
    expect(read(list(text()), { ips: null })).toEqual([]);
  });

  it('an object keyed by id, or by address', () => {
    expect(read(list(Row), { '12': { title: 'x' }, '13': { title: 'y' } })).toEqual([
      { id: 12, title: 'x' },
      { id: 13, title: 'y' },
    ]);
    const Favorite = record({ address: required(text()), title: text() });
    expect(read(list(Favorite, { key: 'address' }), { TXa: { title: 'Office' } })).toEqual([
      { address: 'TXa', title: 'Office' },
    ]);
  });

  it('a map of flags lists the keys that are set', () => {
    expect(read(list(oneOf(['auth', 'pin'], 'login')), { auth: 1, pin: false })).toEqual(['auth']);
  });

  it('unreadable items are left out; a list of nothing but unreadable items is unknown, never empty', () => {
    expect(read(list(Row), [{ id: 1 }, { id: 'x' }])).toEqual([{ id: 1, title: null }]);
    expect(read(list(Row), [{ id: 'x' }])).toBeNull();
    expect(read(list(Row), 'none')).toBeNull();
    expect(listItems({ a: [1], b: [2] })).toBeNull();
  });
});

describe('enumeration: known codes mapped, unknown codes kept as their own text', () => {
  const Status = oneOf(['approved', 'denied'] as const, 'archived');
  it('maps a known code in any case', () => {
    expect(read(Status, 'APPROVED')).toBe('approved');
  });

  it('keeps an unknown code, never counted as a known one', () => {
    const status = v.parse(Status, 'suspended');
    expect(status).toBe('suspended');
    expect(isKnown(['approved', 'denied'] as const, status)).toBe(false);
  });

  it('reads numeric codes from numbers or digits', () => {
    expect(read(oneOf([0, 1, 2, 3] as const, '9'), '2')).toBe(2);
    expect(read(oneOf([0, 1, 2, 3] as const, '9'), 7)).toBe('7');
  });

  it('nothing sent is unknown (null)', () => {
    expect(read(Status, '')).toBeNull();
    expect(read(Status, null)).toBeNull();
  });
});

describe('code systems: languages in any case', () => {
  it.each([
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['ru_RU', 'ru'],
    ['UA', 'ua'],
    ['uk', 'ua'],
  ])('language %j reads as %j', (sent, expected) => {
    expect(read(language(), sent)).toBe(expected);
  });

  it.each([7, 'English', '', 'e n'])('language %j is unknown', (sent) => {
    expect(read(language(), sent)).toBeNull();
  });
});

describe('asset: an image path made absolute', () => {
  it('keeps absolute URLs and makes relative paths absolute; empty is none', () => {
    expect(read(asset(), 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(read(asset(), 'media/a.svg')).toMatch(/\/media\/a\.svg$/);
    expect(read(asset(), '')).toBeNull();
  });
});

describe('records and answers', () => {
  const Store = answer({ id: required(id()), title: text(), created: ours(time()) });

  it('reads each field by its kind and drops fields it does not declare', () => {
    expect(read(Store, { id: '5', title: 'A', created: 1_700_000_000_000, extra: 1 })).toEqual({
      id: 5,
      title: 'A',
      created: 1_700_000_000,
    });
  });

  it('an answer that is not an object reads as every field unknown; a required field makes it fail', () => {
    expect(read(answer({ title: text() }), null)).toEqual({ title: null });
    expect(v.safeParse(Store, { title: 'A' }).success).toBe(false);
  });

  it('a nested record that is not an object is unknown', () => {
    expect(read(record({ a: text() }), 'x')).toBeNull();
  });

  it('reads the other name SPEC itself gives a field', () => {
    const Row = record({ created: time() }, { also: { created: 'create_timestamp' } });
    expect(read(Row, { create_timestamp: 1_700_000_000 })).toEqual({ created: 1_700_000_000 });
  });

  it('a tuple reads position by position; a short one is unknown', () => {
    expect(read(tuple([time(), num(), num()]), ['1700000000000', '2', 3])).toEqual([1_700_000_000, 2, 3]);
    expect(read(tuple([time(), num()]), [1])).toBeNull();
  });

  it('withSent keeps the object the server sent beside what was read', () => {
    const raw = { id: 5, title: 7, chat: { welcome: 'Hi' } };
    expect(read(withSent(Store), raw)).toEqual({ id: 5, title: '7', created: null, sent: raw });
  });

  it('walkers read the kind and parts from the metadata', () => {
    expect(metaOf(Store)).toMatchObject({ kind: 'record' });
    expect(metaOf(ours(num()))).toMatchObject({ kind: 'number', ours: true });
    expect(metaOf(required(id()))).toMatchObject({ kind: 'id', required: true });
  });
});

describe('kept values: what the merchant did not edit goes back as the server sent it', () => {
  it('a kept value is written into JSON as the value the server sent', () => {
    expect(JSON.stringify({ a: new Kept('3600'), b: new Kept({ x: 1 }), c: new Kept(undefined) })).toBe(
      '{"a":"3600","b":{"x":1}}',
    );
  });

  it('editOr sends the edit, or the server value kept', () => {
    expect(editOr(true, 5, '7')).toBe(5);
    expect(editOr(false, 5, '7')).toEqual(new Kept('7'));
  });

  it('an input field takes a checked edit or a kept value', () => {
    const Field = keptOr(v.pipe(v.number(), v.minValue(1)));
    expect(v.safeParse(Field, 0).success).toBe(false);
    expect(v.safeParse(Field, new Kept('weird')).success).toBe(true);
  });
});
