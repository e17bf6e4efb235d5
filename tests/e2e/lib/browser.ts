import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, onTestFinished } from 'vitest';

/** The layout breakpoints the cabinet is checked at. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 993, height: 800 },
  desktop: { width: 1550, height: 900 },
} as const;

export type ViewportWidth = (typeof VIEWPORTS)[keyof typeof VIEWPORTS]['width'];

/** The seeded demo account (see README). */
export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' } as const;

const SCREENSHOT_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));

let browserPromise: Promise<Browser> | null = null;

/** One Chromium per test file (Debian's package; never downloaded by Playwright). */
export function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browserPromise;
}

afterAll(async () => {
  const pending = browserPromise;
  browserPromise = null;
  if (pending) await (await pending).close();
});

export interface NewPageOptions {
  /** 375, 993 or 1550 (default 1550). */
  width?: ViewportWidth;
  /** Defaults to en-US so the UI speaks English. */
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

/**
 * A page in a fresh browser context (no cookies, no storage), closed when the test ends.
 * Call it inside a test.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const width = options.width ?? VIEWPORTS.desktop.width;
  const viewport = Object.values(VIEWPORTS).find((v) => v.width === width) ?? VIEWPORTS.desktop;
  const browser = await getBrowser();
  const context: BrowserContext = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: 'Europe/Berlin',
  });
  onTestFinished(() => context.close());
  return context.newPage();
}

/** Reseeds the demo database and clears latency / failure injection. */
export async function resetDemo(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__demo/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Demo reset failed: HTTP ${response.status}`);
}

/** Signs in through the login screen and waits until the app leaves /login. */
export async function signIn(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
): Promise<void> {
  const onLogin = page.url().startsWith(`${baseUrl}/login`);
  if (!onLogin) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Saves a full-page screenshot to screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Collects console errors and uncaught page errors from now on (CSP violations show up
 * here as "Refused to ..."). The returned array fills up as the page runs.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}
