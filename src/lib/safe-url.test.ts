import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-url';

describe('URL-valued server fields become links only for http and https', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeLinkHref('https://shop.example.com/a?b=1')).toBe('https://shop.example.com/a?b=1');
    expect(safeLinkHref(' http://shop.example.com ')).toBe('http://shop.example.com/');
  });

  it('refuses every other scheme, relative paths and blanks', () => {
    for (const value of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      '//evil.com',
      '/relative',
      'shop.example.com',
      '',
      null,
      undefined,
    ]) {
      expect(safeLinkHref(value)).toBeNull();
    }
  });
});
