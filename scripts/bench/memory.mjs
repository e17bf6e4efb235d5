// Figure 5: JS heap after 50 header navigations compared with early on (leak check). The JS
// heap also holds the machine code V8 compiles as functions grow hot (it keeps tiering up over
// the 50 navigations), so a heap snapshot splits it: compiled code, and the objects the app
// holds. A leak shows in the objects; code growth is V8 warming up. Of the compiled code, the
// machine code V8's tiers write for functions grown hot (its code objects and their
// deoptimisation data) is counted apart from the bytecode and the rest: growth there is the
// JIT at work, not something the app keeps (seen: ~1,200 new code objects, 1.5 MB, from the
// 6th to the 50th navigation, with the bytecode unchanged).
//
// Both readings are taken on the same screen: the header cycles through four links, so the
// 6th and the 50th navigation both end on Stores. (Readings after the 5th and the 50th compared
// Finance with Stores, a page with a third fewer DOM nodes, and flattered the ratio: x1.11 in
// all and x0.93 for the objects, against x1.19 and x1.02 like for like.)
import { heapAfterGc, trackRequests } from './browser.mjs';
import { clickNav, NAV_LINKS, signedInPage } from './timings.mjs';
import { round, toKB } from './util.mjs';

const EARLY = 6;
const LATE = 50;

const mb = (bytes) => round(toKB(bytes) / 1024, 2);

/** V8's code nodes that are machine code from its compiler tiers, with their deopt data. */
const MACHINE_CODE = new Set([
  'system / InstructionStream',
  'system / Code',
  'system / CodeWrapper',
  'system / TrustedByteArray',
]);

/**
 * Self sizes of a heap snapshot (taken after a GC): V8's code objects (of which machine code)
 * and everything else.
 */
async function heapSplit(page) {
  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await cdp.send('HeapProfiler.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  let code = 0;
  let machineCode = 0;
  let objects = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const size = nodes[i + sizeAt];
    if (nodes[i + typeAt] !== codeType) objects += size;
    else {
      code += size;
      if (MACHINE_CODE.has(strings[nodes[i + nameAt]])) machineCode += size;
    }
  }
  return { code, machineCode, objects };
}

if ((LATE - EARLY) % NAV_LINKS.length !== 0)
  throw new Error('memory.mjs: the two readings must land on the same screen');

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
      if (n === EARLY || n === LATE)
        readings[n] = { ...(await heapAfterGc(page)), ...(await heapSplit(page)) };
    }
    const early = readings[EARLY];
    const late = readings[LATE];
    return {
      early: EARLY,
      late: LATE,
      screen: NAV_LINKS[(EARLY - 1) % NAV_LINKS.length],
      heapEarlyMB: mb(early.jsHeapUsedBytes),
      heapLateMB: mb(late.jsHeapUsedBytes),
      growthRatio: round(late.jsHeapUsedBytes / early.jsHeapUsedBytes, 2),
      objectsEarlyMB: mb(early.objects),
      objectsLateMB: mb(late.objects),
      objectsGrowthRatio: round(late.objects / early.objects, 2),
      compiledCodeEarlyMB: mb(early.code),
      compiledCodeLateMB: mb(late.code),
      machineCodeEarlyMB: mb(early.machineCode),
      machineCodeLateMB: mb(late.machineCode),
      // The heap less that machine code: what the app and V8's other structures hold.
      growthWithoutMachineCodeRatio: round(
        (late.jsHeapUsedBytes - late.machineCode) / (early.jsHeapUsedBytes - early.machineCode),
        2,
      ),
      domNodesEarly: early.domNodes,
      domNodesLate: late.domNodes,
    };
  } finally {
    await context.close();
  }
}
