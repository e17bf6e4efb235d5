import { collectConsoleErrors } from './lib/browser';
import { expect, test } from './lib/fixtures';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

async function firstScriptUrl(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html has no /assets/*.js entry script');
  return `${baseUrl}${src}`;
}

test.describe('demo server', () => {
  test('answers GET /api/enums?enum=currencies with a { data: [...] } envelope', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/api/enums?enum=currencies`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { data?: unknown };
    expect(Array.isArray(body.data)).toBe(true);
  });

  test('answers an unknown API path with a 404 JSON error envelope', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { messages?: unknown };
    expect(Array.isArray(body.messages)).toBe(true);
    expect((body.messages as unknown[]).every((m) => typeof m === 'string')).toBe(true);
  });

  test('serves the app shell for unknown client routes (SPA fallback), never cached', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/some/unknown/path`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<div id="root"|<script/);
  });

  test('answers a missing asset with 404 instead of the app shell', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/assets/missing-00000000.js`);
    expect(response.status).toBe(404);
  });

  test('serves hashed assets as immutable, compressed text with the right type', async ({ baseUrl }) => {
    const url = await firstScriptUrl(baseUrl);
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  test('sends the security headers on every kind of response', async ({ baseUrl }) => {
    const urls = [
      `${baseUrl}/`,
      `${baseUrl}/some/unknown/path`,
      await firstScriptUrl(baseUrl),
      `${baseUrl}/api/unknown`,
    ];
    for (const url of urls) {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-security-policy'), url).toBe(CSP);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });

  test('sets the demo cookies when a page is opened with ?mock-latency= / ?mock-fail=', async ({
    baseUrl,
  }) => {
    const response = await fetch(
      `${baseUrl}/stores?mock-latency=800&mock-fail=${encodeURIComponent('POST *:network')}`,
      {
        headers: { accept: 'text/html' },
      },
    );
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('mock-latency=800; Path=/; SameSite=Lax');
    expect(cookies).toContain(`mock-fail=${encodeURIComponent('POST *:network')}; Path=/; SameSite=Lax`);
  });

  test('runs the built app in Chromium under the strict CSP without errors', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 1550 });
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The static boot shell in index.html has none of these: they appear once React renders.
    await page.locator('#root').locator('main, form, h1').first().waitFor({ timeout: 15_000 });
    expect(errors.filter((text) => /Content Security Policy|Refused to|^Uncaught/i.test(text))).toEqual([]);
  });
});
