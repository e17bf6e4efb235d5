// Figure 4: the invoice list: first rows, then scrolling through 5,000 invoices, once at full
// speed and once with the CPU slowed 4x; the long tasks (>50 ms) of each scroll are counted.
import { heapAfterGc } from './browser.mjs';
import { invoiceRowsProbe, scrollInvoiceListProbe } from './probes.mjs';
import { signedInPage, waitInPage } from './timings.mjs';
import { missing, round, sleep, toKB } from './util.mjs';

const TARGET_ROWS = 5000;
const FIRST_ROWS_TIMEOUT_MS = 15_000;
const SCROLL_TIMEOUT_MS = 180_000;
/** No new rows for this long after a scroll to the end: the list is exhausted. */
const IDLE_END_MS = 4_000;
const LIST_PATH = '/api/payment/list';
/** The dashboard asks for 5 rows; the list pages are larger. */
const DASHBOARD_PAGE_SIZE = '5';
/** CPU slow-down factors the scroll runs at (CDP Emulation.setCPUThrottlingRate). */
const CPU_RATES = [1, 4];

/** Collects the page's long tasks from the start (Long Tasks API; all of them are > 50 ms). */
function watchLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

function summariseLongTasks(durations) {
  return {
    longestMs: round(Math.max(0, ...durations)),
    over50: durations.length,
    over100: durations.filter((ms) => ms > 100).length,
    over200: durations.filter((ms) => ms > 200).length,
    totalMs: round(durations.reduce((sum, ms) => sum + ms, 0)),
  };
}

/** The list at 1x, then at 4x CPU (a fresh page each time); figures of the 1x run at the top. */
export async function invoiceList(browser, baseUrl) {
  const runs = {};
  for (const rate of CPU_RATES) runs[rate] = await invoiceScroll(browser, baseUrl, rate);
  const [first, ...others] = CPU_RATES.map((rate) => runs[rate]);
  if (first.status) return first;
  const { longTasks, ...figures } = first;
  const result = { ...figures, [`scrollLongTasks${CPU_RATES[0]}x`]: longTasks };
  CPU_RATES.slice(1).forEach((rate, i) => {
    const run = others[i];
    result[`scrollLongTasks${rate}x`] = run.status
      ? run
      : { ...run.longTasks, scrollSeconds: run.scrollSeconds };
  });
  return result;
}

async function invoiceScroll(browser, baseUrl, cpuRate) {
  const { context, page } = await signedInPage(browser, baseUrl);
  const cdp = await context.newCDPSession(page);
  try {
    await page.addInitScript(watchLongTasks);
    let loaded = 0;
    let pending = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === LIST_PATH) pending += 1;
    });
    page.on('requestfinished', async (req) => {
      const url = new URL(req.url());
      if (url.pathname !== LIST_PATH) return;
      pending -= 1;
      if (url.searchParams.get('pageSize') === DASHBOARD_PAGE_SIZE) return;
      const body = await (await req.response())?.json().catch(() => null);
      loaded += body?.data?.invoices?.length ?? 0;
    });
    page.on('requestfailed', (req) => {
      if (new URL(req.url()).pathname === LIST_PATH) pending -= 1;
    });

    await page.goto(`${baseUrl}/finance/invoice`, { waitUntil: 'domcontentloaded' });
    let first;
    try {
      first = await waitInPage(page, invoiceRowsProbe, FIRST_ROWS_TIMEOUT_MS);
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      const path = new URL(page.url()).pathname;
      return missing(`no invoice rows at ${path} within ${FIRST_ROWS_TIMEOUT_MS / 1000} s`);
    }

    // Only the scroll counts: the page load's tasks go.
    await page.evaluate(() => {
      window.__benchLongTasks.length = 0;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const started = Date.now();
    let lastGrowth = Date.now();
    let lastLoaded = loaded;
    let maxDomRows = first.rows;
    let container = 'window';
    let reachedEnd = false;
    while (loaded < TARGET_ROWS && Date.now() - started < SCROLL_TIMEOUT_MS) {
      const step = await page.evaluate(scrollInvoiceListProbe);
      container = step.container;
      await sleep(120);
      const { rows } = await page.evaluate(invoiceRowsProbe);
      maxDomRows = Math.max(maxDomRows, rows);
      if (loaded !== lastLoaded || pending > 0) {
        lastLoaded = loaded;
        lastGrowth = Date.now();
      } else if (step.atEnd && Date.now() - lastGrowth > IDLE_END_MS) {
        reachedEnd = true;
        break;
      }
    }
    await sleep(500);
    const longTasks = summariseLongTasks(await page.evaluate(() => window.__benchLongTasks));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const domRows = (await page.evaluate(invoiceRowsProbe)).rows;
    const heap = await heapAfterGc(page);
    return {
      firstRowsMs: round(first.at),
      rowsLoaded: loaded,
      target: TARGET_ROWS,
      reachedTarget: loaded >= TARGET_ROWS,
      reachedEnd,
      scrollSeconds: round((Date.now() - started) / 1000, 1),
      scrollContainer: container,
      domRows,
      maxDomRows,
      virtualised: loaded > 0 && maxDomRows < Math.min(loaded, TARGET_ROWS) / 4,
      domNodes: heap.domNodes,
      jsHeapUsedMB: round(toKB(heap.jsHeapUsedBytes) / 1024, 1),
      longTasks,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
    await context.close();
  }
}
