import { describe, expect, it } from 'vitest';
import { stripDocs } from './strip-docs';

describe('production builds leave out the contract’s documentation texts', () => {
  it('blanks endpoint summaries and the written fallbacks of ext and extParam', () => {
    const code = [
      "export const a = endpoint({ id: 'a', summary: 'Long text ' + `more`, path: '/api/a' });",
      "const row = entity('Row', { source: ext(v.number(), null, 'The \"Source\" row shows —.') });",
      'const p = extParam(v.string(), `Filter by title`);',
    ].join('\n');
    const out = stripDocs(code);
    expect(out).toContain("summary: ''");
    expect(out).toContain("ext(v.number(), null, '')");
    expect(out).toContain("extParam(v.string(), '')");
    expect(out).not.toMatch(/Long text|Source|Filter by/);
  });

  it('keeps texts the app reads: ids, paths, labels, and other calls’ strings', () => {
    const code =
      "const s = aliases(v.number(), 'balance', { balance: ['amount'] }); const e = endpoint({ id: 'x', path: '/api/x' });";
    expect(stripDocs(code)).toBe(code);
  });
});
