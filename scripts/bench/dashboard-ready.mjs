// "Dashboard ready": a signed-in full load of / at 1350×940 until the statistics cards, the
// stores carousel and the transaction table show the demo data (dashboardProbe: DOM and
// roles), unthrottled and at 4× CPU + DevTools "Slow 4G" (CDP), with the request waterfall
// of the throttled run. In `npm run bench`; alone (on an existing build):
//   node scripts/bench/dashboard-ready.mjs [--dist dist] [--runs N]
import { fileURLToPath } from 'node:url';
import { launchBrowser, NAV_LABEL, newPage, signIn } from './browser.mjs';
import { dashboardProbe } from './probes.mjs';
import { resetDemo, startServer } from './server.mjs';
import { waitInPage } from './timings.mjs';
import { broken, median, round, runCleanup, sleep } from './util.mjs';

export const READY_VIEWPORT = { width: 1350, height: 940 };
/** Chrome DevTools' "Slow 4G" preset (its network panel's figures) and a 4× slower CPU. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;
export const TIMEOUTS_MS = { plain: 15_000, throttled: 40_000 };

/** Request start / end per URL, in ms since the document request (CDP Network events). */
function recordWaterfall(cdp) {
  const requests = new Map();
  let origin = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.request.url.startsWith('http')) {
      origin = event.timestamp;
      requests.clear();
    }
    const url = new URL(event.request.url);
    if (!url.protocol.startsWith('http')) return;
    requests.set(event.requestId, {
      what: `${event.request.method} ${url.pathname}`,
      startS: event.timestamp,
      endS: null,
    });
  });
  const end = (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.endS = event.timestamp;
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  return () =>
    [...requests.values()]
      .map((r) => ({
        what: r.what,
        startMs: round((r.startS - origin) * 1000),
        endMs: r.endS === null ? null : round((r.endS - origin) * 1000),
      }))
      .sort((a, b) => a.startMs - b.startMs);
}

async function loads(page, cdp, baseUrl, runs, timeoutMs, waterfall) {
  const times = [];
  let lastWaterfall = null;
  for (let run = 0; run < runs; run++) {
    // A cold start: the HTTP cache goes, the session (localStorage) stays.
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const state = await waitInPage(page, dashboardProbe, timeoutMs);
    times.push(state.at);
    if (waterfall) {
      await sleep(500);
      lastWaterfall = { readyMs: round(state.at), requests: waterfall() };
    }
    await sleep(300);
  }
  return { medianMs: round(median(times)), runsMs: times.map((t) => round(t)), waterfall: lastWaterfall };
}

/** Both figures (median of `runs`), and the waterfall of the last throttled load. */
export async function dashboardReady(browser, baseUrl, runs) {
  const { context, page } = await newPage(browser, READY_VIEWPORT);
  try {
    await signIn(page, baseUrl);
    await page.getByRole('navigation', { name: NAV_LABEL }).first().waitFor({ state: 'visible' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const waterfall = recordWaterfall(cdp);
    const plain = await loads(page, cdp, baseUrl, runs, TIMEOUTS_MS.plain, null);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const throttled = await loads(page, cdp, baseUrl, runs, TIMEOUTS_MS.throttled, waterfall);
    return {
      plain: { medianMs: plain.medianMs, runsMs: plain.runsMs },
      throttled: { medianMs: throttled.medianMs, runsMs: throttled.runsMs },
      waterfall: throttled.waterfall,
      conditions: `signed in, full load of / at ${READY_VIEWPORT.width}×${READY_VIEWPORT.height}, HTTP cache cleared; ms from navigation start; throttled = ${CPU_SLOWDOWN}× CPU + Slow 4G (${SLOW_4G.latency} ms RTT)`,
    };
  } catch (error) {
    return broken(error);
  } finally {
    await context.close();
  }
}

/** The table lines of the figure and its waterfall (request start → end, ms). */
export function renderDashboardReady(figure) {
  if (!figure) return [];
  if (figure.status) return ['', `Dashboard ready: ${figure.status}: ${figure.reason}`];
  const lines = [
    '',
    'Dashboard ready (/ at 1350×940: cards, carousel and table filled)',
    `  unthrottled          median ${figure.plain.medianMs} ms   runs ${figure.plain.runsMs.join(' ')}`,
    `  4× CPU + Slow 4G     median ${figure.throttled.medianMs} ms   runs ${figure.throttled.runsMs.join(' ')}`,
  ];
  if (figure.waterfall) {
    lines.push(`  Waterfall of the last throttled load (ready at ${figure.waterfall.readyMs} ms):`);
    for (const r of figure.waterfall.requests)
      lines.push(`    ${String(r.startMs).padStart(6)} → ${String(r.endMs ?? '…').padStart(6)}  ${r.what}`);
  }
  return lines;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const server = await startServer(option('--dist', 'dist'));
  await resetDemo(server.url);
  const browser = await launchBrowser();
  const figure = await dashboardReady(browser, server.url, Number(option('--runs', '6')));
  process.stdout.write(`${JSON.stringify({ ...figure, waterfall: undefined })}\n`);
  process.stdout.write(`${renderDashboardReady(figure).join('\n')}\n`);
  await runCleanup();
  process.exit(figure.status ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
