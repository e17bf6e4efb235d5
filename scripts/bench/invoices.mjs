// Figure 4: the invoice list: first rows, then scrolling through 5,000 invoices.
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

export async function invoiceList(browser, baseUrl) {
  const { context, page } = await signedInPage(browser, baseUrl);
  try {
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
    };
  } finally {
    await context.close();
  }
}
