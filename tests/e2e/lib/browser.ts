import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from '@playwright/test';

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

export interface NewPageOptions {
  /** 375, 993 or 1550 (default 1550). */
  width?: ViewportWidth;
  /** Defaults to en-US so the UI speaks English. */
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

/** The options of a fresh browser context for a page of this width, locale and colour scheme. */
export function contextOptions(options: NewPageOptions = {}): BrowserContextOptions {
  const width = options.width ?? VIEWPORTS.desktop.width;
  const viewport = Object.values(VIEWPORTS).find((v) => v.width === width) ?? VIEWPORTS.desktop;
  return {
    viewport: { width: viewport.width, height: viewport.height },
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: 'Europe/Berlin',
  };
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

/**
 * Saves a full-page screenshot to screenshots/<name>.png (git-ignored, for looking at the
 * screens) and returns its path. Screenshots of failures are Playwright's own, in test-results/.
 */
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
