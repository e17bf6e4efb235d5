// Chromium: the Debian package (never downloaded), driven by playwright-core.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { killOnExit, onCleanup, sleep, withTimeout } from './util.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DESKTOP_VIEWPORT = { width: 1550, height: 900 };
/** Lighthouse's mobile screen: the phone layouts load less (cards instead of tables). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };
export const CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' };
export const NAV_LABEL = 'Main navigation';

/** `extraArgs`: e.g. the HTTPS front's --ignore-certificate-errors-spki-list (front.mjs). */
export async function launchBrowser(extraArgs = []) {
  const browser = await withTimeout(
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...extraArgs],
      timeout: 60_000,
    }),
    70_000,
    'Chromium launch',
  );
  onCleanup(() => browser.close());
  return browser;
}

/**
 * A fresh context (no storage, no cache, no connections) that speaks English, on a
 * desktop-sized screen by default; `options` go to newContext (e.g. a storageState).
 */
export async function newPage(browser, viewport = DESKTOP_VIEWPORT, options = {}) {
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    colorScheme: 'light',
    ...options,
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login screen and waits until the app leaves /login. */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill(CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/** JS heap in use after a forced garbage collection (CDP), in bytes, plus the DOM node count. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const read = (name) => metrics.find((m) => m.name === name)?.value ?? null;
    return { jsHeapUsedBytes: read('JSHeapUsedSize'), domNodes: read('Nodes') };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Chromium with a remote-debugging port for Lighthouse, in its own process group and with
 * its profile under `scratchDir`. Resolves once DevTools listens.
 */
export async function launchDebugChromium(scratchDir) {
  const profile = join(scratchDir, `profile-${Date.now()}`);
  mkdirSync(profile, { recursive: true });
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--lang=en-US',
      '--no-default-browser-check',
      '--disable-extensions',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: process.env },
  );
  const kill = killOnExit(child);
  let output = '';
  const port = await withTimeout(
    new Promise((resolve, reject) => {
      child.stderr.on('data', (chunk) => {
        output = (output + chunk).slice(-4000);
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.trim()}`)));
      child.once('error', reject);
    }),
    60_000,
    'Chromium (remote debugging) launch',
  ).catch((error) => {
    kill();
    throw error;
  });
  child.stderr.resume();
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, sleep(3000)]);
    kill();
  };
  onCleanup(close);
  return { port, close };
}

/** Connects Playwright to a running Chromium for one task, then disconnects (Chromium keeps running). */
async function overCdp(port, task) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    return await task(browser);
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** Signs out the hard way: every kind of storage of the app's origin goes (Lighthouse keeps localStorage). */
export function clearOriginOverCdp(port, baseUrl) {
  return overCdp(port, async (browser) => {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    await page.close();
  });
}

/** Signs in inside an already running Chromium (over CDP), so its localStorage holds a session. */
export async function signInOverCdp(port, baseUrl) {
  await clearOriginOverCdp(port, baseUrl);
  await overCdp(port, async (browser) => {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await signIn(page, baseUrl);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Lighthouse then measures a cold load: the HTTP cache goes, localStorage stays.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  });
}

/**
 * Counts the page's requests in flight; `idle()` waits until none has been running for
 * `quietMs` (SPA navigations never re-arm Playwright's "networkidle").
 */
export function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async idle(quietMs = 200, maxMs = 5_000) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return true;
        await sleep(50);
      }
      return false;
    },
  };
}
