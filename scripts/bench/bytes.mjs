// Figure 1: JS and CSS bytes of first loads (from the network) and of the whole build.
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newPage, signIn } from './browser.mjs';
import { ROOT, toKB, withTimeout } from './util.mjs';

const kindOf = (url) => {
  const ext = extname(new URL(url).pathname).toLowerCase();
  return ext === '.js' || ext === '.mjs' ? 'js' : ext === '.css' ? 'css' : null;
};

/** Bytes on the wire when a client asks for gzip only: the Content-Length of the gzip answer. */
function gzipBytes(url) {
  return withTimeout(
    new Promise((resolve, reject) => {
      const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({ bytes: size, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    }),
    15_000,
    `GET ${url}`,
  );
}

/**
 * Records every JS and CSS response of one page load, with the size the browser actually
 * received (its own encoding choice) and the gzip size the budget is written in.
 */
async function recordLoad(page, target) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map();
  page.on('response', (response) => {
    const kind = kindOf(response.url());
    if (kind && !seen.has(response.url())) seen.set(response.url(), { kind, response });
  });
  await page.goto(target, { waitUntil: 'networkidle', timeout: 45_000 });
  await page.locator('main, h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await cdp.detach();
  const chunks = [];
  for (const [url, { kind, response }] of seen) {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    const gzip = await gzipBytes(url);
    chunks.push({
      file: new URL(url).pathname,
      kind,
      gzipKB: toKB(gzip.bytes),
      transferredKB: sizes ? toKB(sizes.responseBodySize) : null,
      transferredEncoding: (await response.headerValue('content-encoding')) ?? 'identity',
      gzipBytes: gzip.bytes,
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (kind, field) => chunks.filter((c) => c.kind === kind).reduce((n, c) => n + (c[field] ?? 0), 0);
  return {
    url: new URL(page.url()).pathname,
    jsGzipKB: toKB(sum('js', 'gzipBytes')),
    cssGzipKB: toKB(sum('css', 'gzipBytes')),
    jsTransferredKB: Math.round(sum('js', 'transferredKB') * 10) / 10,
    cssTransferredKB: Math.round(sum('css', 'transferredKB') * 10) / 10,
    requests: chunks.length,
    chunks: chunks.map(({ gzipBytes: _bytes, ...rest }) => rest),
  };
}

/** First load of /login, signed out, in a fresh context. */
export async function loginLoad(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  try {
    return await recordLoad(page, `${baseUrl}/login`);
  } finally {
    await context.close();
  }
}

/** First load of / signed in: sign in, then a fresh page load with the HTTP cache off. */
export async function dashboardLoad(browser, baseUrl, viewport) {
  const { context, page } = await newPage(browser, viewport);
  try {
    await signIn(page, baseUrl);
    const fresh = await context.newPage();
    await page.close();
    const load = await recordLoad(fresh, `${baseUrl}/`);
    if (load.url !== '/') throw new Error(`signed-in load of / ended on ${load.url}`);
    return load;
  } finally {
    await context.close();
  }
}

/** gzip -9 of every file of the build's assets/ folder (`distDir`: repo-relative or absolute). */
export async function buildTotals(distDir) {
  const dir = resolve(ROOT, distDir, 'assets');
  const files = await readdir(dir);
  const totals = { js: 0, css: 0, other: 0 };
  const counts = { js: 0, css: 0, other: 0 };
  for (const name of files) {
    const ext = extname(name).toLowerCase();
    const kind = ext === '.js' || ext === '.mjs' ? 'js' : ext === '.css' ? 'css' : 'other';
    totals[kind] += gzipSync(await readFile(join(dir, name)), { level: 9 }).length;
    counts[kind] += 1;
  }
  return {
    jsGzipKB: toKB(totals.js),
    cssGzipKB: toKB(totals.css),
    otherGzipKB: toKB(totals.other),
    files: counts,
  };
}
