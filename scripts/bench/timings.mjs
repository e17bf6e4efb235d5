// Figure 3: dashboard visible after a page load, and header navigation to each area.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAV_LABEL, newPage, signIn, trackRequests } from './browser.mjs';
import { clickNavProbe, dashboardProbe } from './probes.mjs';
import { broken, median, missing, ROOT, round, sleep } from './util.mjs';

export const NAV_LINKS = ['Finance', 'Stores', 'Settings', 'Dashboard'];
const DASHBOARD_DIR = join('src', 'features', 'dashboard');
const DASHBOARD_TIMEOUT_MS = 15_000;
const NAV_TIMEOUT_MS = 10_000;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

/** Does the dashboard exist, and does it render the readiness marker? */
export function dashboardSource() {
  const dir = join(ROOT, DASHBOARD_DIR);
  if (!existsSync(dir)) return { exists: false, hasMarker: false };
  const hasMarker = filesUnder(dir).some((entry) =>
    readFileSync(join(entry.parentPath, entry.name), 'utf8').includes('dashboard-ready'),
  );
  return { exists: true, hasMarker };
}

/** One signed-in page on / (a context of its own). */
export async function signedInPage(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  await signIn(page, baseUrl);
  await page.getByRole('navigation', { name: NAV_LABEL }).first().waitFor({ state: 'visible' });
  await page.getByRole('main').locator('h1').first().waitFor({ state: 'visible' });
  return { context, page };
}

/**
 * Polls a probe (called with `wait = true`: false until ready) every frame and returns its
 * answer; its `at` is performance.now(), i.e. ms since navigation start. Only a
 * TimeoutError means "not ready".
 */
export async function waitInPage(page, probe, timeoutMs) {
  const handle = await page.waitForFunction(probe, true, { polling: 'raf', timeout: timeoutMs });
  return handle.jsonValue();
}

/** Navigation start (a full page load of /) to statistics cards, carousel and table visible. */
export async function dashboardVisible(browser, baseUrl, runs) {
  const source = dashboardSource();
  if (!source.exists) return missing(`${DASHBOARD_DIR}/ does not exist yet`);
  const { context, page } = await signedInPage(browser, baseUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      // A cold start: the HTTP cache goes, the session (localStorage) stays.
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
      try {
        const state = await waitInPage(page, dashboardProbe, DASHBOARD_TIMEOUT_MS);
        times.push(state.at);
      } catch (error) {
        if (error?.name !== 'TimeoutError') throw error;
        const state = await page.evaluate(dashboardProbe).catch(() => ({ missing: ['page gone'] }));
        const reason = `dashboard not ready within ${DASHBOARD_TIMEOUT_MS / 1000} s; not found: ${state.missing.join(', ')}`;
        // With the marker in the source a timeout is a real failure; without it the screen is unfinished.
        return source.hasMarker ? broken(reason) : missing(reason);
      }
      await sleep(300);
    }
  } finally {
    await context.close();
  }
  return {
    medianMs: round(median(times)),
    runsMs: times.map((t) => round(t)),
    conditions: 'signed in, full load of / with the HTTP cache cleared; ms from navigation start',
  };
}

/** Clicks one header link and waits for the target page (see clickNavProbe). */
export function clickNav(page, linkText, mode = 'content', timeoutMs = NAV_TIMEOUT_MS) {
  return page.evaluate(clickNavProbe, { navLabel: NAV_LABEL, linkText, mode, timeoutMs });
}

/** Header link click to the target page's h1 and main content visible, per link. */
export async function navigationTimes(browser, baseUrl, runs) {
  const { context, page } = await signedInPage(browser, baseUrl);
  const network = trackRequests(page);
  const times = Object.fromEntries(NAV_LINKS.map((link) => [link, []]));
  const failures = {};
  try {
    for (let run = 0; run < runs; run++) {
      for (const link of NAV_LINKS) {
        // A link that failed once is only followed (briefly) to keep the cycle going.
        const result = failures[link]
          ? await clickNav(page, link, 'settled', 5_000)
          : await clickNav(page, link, 'content');
        await network.idle(200, 5_000);
        if (failures[link]) continue;
        if (result.ok) times[link].push(result.ms);
        else failures[link] = `${result.reason} (at ${result.path ?? '?'})`;
      }
    }
  } finally {
    await context.close();
  }
  return Object.fromEntries(
    NAV_LINKS.map((link) => [
      link,
      failures[link]
        ? missing(`no target page content after clicking "${link}": ${failures[link]}`)
        : { medianMs: round(median(times[link])), runsMs: times[link].map((t) => round(t)) },
    ]),
  );
}
