// Figure 5: JS heap after 50 header navigations compared with after 5 (leak check).
import { heapAfterGc, trackRequests } from './browser.mjs';
import { clickNav, NAV_LINKS, signedInPage } from './timings.mjs';
import { round, toKB } from './util.mjs';

const EARLY = 5;
const LATE = 50;

const mb = (bytes) => round(toKB(bytes) / 1024, 2);

export async function heapGrowth(browser, baseUrl) {
  const { context, page } = await signedInPage(browser, baseUrl);
  try {
    const network = trackRequests(page);
    const readings = {};
    for (let n = 1; n <= LATE; n++) {
      const link = NAV_LINKS[(n - 1) % NAV_LINKS.length];
      const result = await clickNav(page, link, 'settled', 8_000);
      if (!result.ok) throw new Error(`navigation ${n} ("${link}") did not settle: ${result.reason}`);
      // Let the target page's queries land before the next click.
      await network.idle(200, 5_000);
      if (n === EARLY || n === LATE) readings[n] = await heapAfterGc(page);
    }
    const early = readings[EARLY];
    const late = readings[LATE];
    return {
      [`heapAfter${EARLY}MB`]: mb(early.jsHeapUsedBytes),
      [`heapAfter${LATE}MB`]: mb(late.jsHeapUsedBytes),
      growthRatio: round(late.jsHeapUsedBytes / early.jsHeapUsedBytes, 2),
      [`domNodesAfter${EARLY}`]: early.domNodes,
      [`domNodesAfter${LATE}`]: late.domNodes,
    };
  } finally {
    await context.close();
  }
}
