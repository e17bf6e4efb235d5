import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssetUrl, resolveAssetUrl } from './asset-url';
import { aliases, entity, ext, listOf, named, opt, rows } from './wire';
import { isExtension } from './wire-metadata';
import { readWire } from './wire-notes';

const Store = entity('Store', {
  id: v.number(),
  title: named(v.string()),
  logo: opt(AssetUrl),
  created: ext(v.number(), null, 'sorted by id instead'),
  ips: ext(v.array(v.string()), [], 'no addresses'),
});

describe('reading answers of a backend we did not write', () => {
  it('a field SPEC does not name falls back when missing, noted but not a mismatch', () => {
    const { result, notes } = readWire(Store, { id: 1, title: 'A' });
    expect(result.success && result.output).toEqual({
      id: 1,
      title: 'A',
      logo: null,
      created: null,
      ips: [],
    });
    expect([...notes.fallbacks].sort()).toEqual(['Store.created', 'Store.ips']);
    expect(notes.mismatches).toEqual([]);
  });

  it('a field SPEC does not name, of another type, falls back and is reported', () => {
    const { result, notes } = readWire(Store, { id: 1, title: 'A', created: '2024-01-01' });
    expect(result.success && result.output.created).toBeNull();
    expect(notes.mismatches).toEqual(['Store.created: unreadable a string, read as its fallback']);
  });

  it('a field SPEC names reads as null when missing or unreadable, and is reported', () => {
    const missing = readWire(Store, { id: 1 });
    expect(missing.result.success && missing.result.output.title).toBeNull();
    expect(missing.notes.mismatches).toEqual(['Store.title: missing, shown as missing']);
    const wrong = readWire(Store, { id: 1, title: 7 });
    expect(wrong.result.success && wrong.result.output.title).toBeNull();
    expect(wrong.notes.mismatches).toEqual(['Store.title: unreadable a number, shown as missing']);
  });

  it('a key the cabinet cannot do without fails the answer', () => {
    expect(readWire(Store, { title: 'A' }).result.success).toBe(false);
  });

  it('a fallback list is a fresh copy for every answer', () => {
    const first = readWire(Store, { id: 1, title: 'A' });
    const second = readWire(Store, { id: 2, title: 'B' });
    expect(first.result.success && second.result.success).toBe(true);
    if (first.result.success && second.result.success) {
      expect(first.result.output.ips).not.toBe(second.result.output.ips);
    }
  });

  it('a list skips the rows it cannot read and keeps the others', () => {
    const { result, notes } = readWire(rows(Store, 'Store'), [
      { id: 1, title: 'A' },
      { title: 'no id' },
      { id: 3, title: 'C' },
    ]);
    expect(result.success && result.output.map((s) => s.id)).toEqual([1, 3]);
    expect(notes.mismatches).toEqual([
      'Store 2 skipped: id: Invalid key: Expected "id" but received undefined',
    ]);
  });

  it('"a list" is read as a bare list or as an object holding it', () => {
    const item = v.object({ currency: v.string() });
    for (const shape of [
      [{ currency: 'BTC' }],
      { list: [{ currency: 'BTC' }] },
      { items: [{ currency: 'BTC' }] },
    ]) {
      const { result } = readWire(listOf(item), shape);
      expect(result.success && result.output).toEqual([{ currency: 'BTC' }]);
    }
    expect(readWire(listOf(item), { currency: 'BTC' }).result.success).toBe(false);
  });

  it('an open field name is read from its alias when SPEC’s name is missing, and SPEC’s wins', () => {
    const Balance = aliases(entity('Balance', { balance: named(v.number()) }), 'Balance', {
      balance: ['amount'],
    });
    const viaAlias = readWire(Balance, { amount: 12.5 });
    expect(viaAlias.result.success && viaAlias.result.output.balance).toBe(12.5);
    expect([...viaAlias.notes.fallbacks]).toEqual(['Balance.balance read from amount']);
    const both = readWire(Balance, { balance: 1, amount: 2 });
    expect(both.result.success && both.result.output.balance).toBe(1);
  });

  it('marks extensions for the contract document and the spec-minimal demo', () => {
    expect(isExtension(Store.entries.created)).toBe(true);
    expect(isExtension(Store.entries.title)).toBe(false);
    expect(isExtension(Store.entries.id)).toBe(false);
  });
});

describe('asset paths are made absolute once, when read (SPEC section 3)', () => {
  it('relative paths with or without a leading slash get the API origin', () => {
    expect(resolveAssetUrl('media/merchants/501.svg')).toBe(
      `${window.location.origin}/media/merchants/501.svg`,
    );
    expect(resolveAssetUrl('/media/a.png')).toBe(`${window.location.origin}/media/a.png`);
  });

  it('absolute, protocol-relative, data and blob URLs stay; other schemes and blanks are dropped', () => {
    expect(resolveAssetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveAssetUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(resolveAssetUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(resolveAssetUrl('javascript:alert(1)')).toBeNull();
    expect(resolveAssetUrl('  ')).toBeNull();
    expect(v.parse(AssetUrl, '')).toBeNull();
  });
});
