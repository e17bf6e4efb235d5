// Figure 6: what a merchant gets as the app is deployed: through the HTTPS front (front.mjs,
// h2-server.mjs), over HTTP/2 and, beside it, HTTP/1.1; or, with --compare, two builds each
// through its own HTTP/2 front. Each run is a cold load in a fresh browser context (empty HTTP
// cache, no connection open yet), unthrottled and at 4x CPU + Slow 4G (dashboard-ready.mjs's
// conditions):
//   sign-in visible: navigation start of /login, signed out, to the sign-in form usable (signInProbe)
//   dashboard ready: navigation start of / with a stored session to dashboardProbe's ready
// Targets are measured interleaved run by run (A B, B A, A B, ...) after one discarded warm-up
// load each. Every response from the target's origin must have come over the target's
// protocol (CDP Network.responseReceived's response.protocol, and the page's own
// navigation entry's nextHopProtocol): anything else fails the figure.
import { DESKTOP_VIEWPORT, NAV_LABEL, newPage, signIn } from './browser.mjs';
import { CPU_SLOWDOWN, READY_VIEWPORT, SLOW_4G, TIMEOUTS_MS } from './dashboard-ready.mjs';
import { dashboardProbe, signInProbe } from './probes.mjs';
import { waitInPage } from './timings.mjs';
import { broken, isNumber, log, median, round, sleep, toKB } from './util.mjs';

export const CONDITIONS = {
  plain: { label: 'unthrottled', cpu: 1, network: null, timeoutMs: TIMEOUTS_MS.plain },
  throttled: {
    label: `${CPU_SLOWDOWN}x CPU + Slow 4G`,
    cpu: CPU_SLOWDOWN,
    network: SLOW_4G,
    timeoutMs: TIMEOUTS_MS.throttled,
  },
};

export const PROTOCOL_FIGURES = {
  signInVisible: {
    label: 'sign-in visible (/login)',
    path: '/login',
    viewport: DESKTOP_VIEWPORT,
    probe: signInProbe,
    session: false,
    load: 'login',
  },
  dashboardReady: {
    label: 'dashboard ready (/)',
    path: '/',
    viewport: READY_VIEWPORT,
    probe: dashboardProbe,
    session: true,
    load: 'dashboard',
  },
};

const LOAD_LABELS = { login: '/login', dashboard: '/' };
/** After the settle run's ready point: the rest of the first load (lazy chunks, late calls). */
const SETTLE = { quietMs: 500, maxMs: 10_000 };

const kindOf = (url) => {
  const path = new URL(url).pathname.toLowerCase();
  if (path.startsWith('/api/')) return 'api';
  return path.endsWith('.js') || path.endsWith('.mjs') ? 'js' : path.endsWith('.css') ? 'css' : 'other';
};
const header = (headers, name) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

/** The page's requests (CDP Network events): protocol, body and wire sizes, and what is in flight. */
function watchNetwork(cdp) {
  const requests = new Map();
  let inFlight = 0;
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    if (!requests.has(event.requestId)) inFlight += 1;
    requests.set(event.requestId, { url: event.request.url, protocol: null, done: false });
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    entry.protocol = event.response.protocol ?? null;
    entry.status = event.response.status;
    const length = header(event.response.headers, 'content-length');
    entry.bodyBytes = length === null ? null : Number(length);
    entry.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
  });
  const end = (failed) => (event) => {
    const entry = requests.get(event.requestId);
    if (!entry || entry.done) return;
    entry.done = true;
    entry.failed = failed;
    entry.wireBytes = failed ? 0 : event.encodedDataLength;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', end(false));
  cdp.on('Network.loadingFailed', end(true));
  return {
    async idle({ quietMs, maxMs }) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return true;
        await sleep(50);
      }
      return false;
    },
    /** Responses from `origin` that came over another protocol than `expected`. */
    wrongProtocol(origin, expected) {
      return [...requests.values()].filter(
        (r) =>
          r.protocol !== null && !r.fromCache && new URL(r.url).origin === origin && r.protocol !== expected,
      );
    },
    answered: (origin) =>
      [...requests.values()].filter((r) => r.protocol !== null && new URL(r.url).origin === origin).length,
    /** The load in figures: requests by kind, JS and CSS bodies (as sent: gzip), all bytes received. */
    summary() {
      const done = [...requests.values()].filter((r) => r.done && !r.failed);
      const of = (kind) => done.filter((r) => kindOf(r.url) === kind);
      const kb = (list, field) => toKB(list.reduce((sum, r) => sum + (r[field] ?? 0), 0));
      const protocols = {};
      for (const r of done) protocols[r.protocol ?? '?'] = (protocols[r.protocol ?? '?'] ?? 0) + 1;
      return {
        requests: done.length,
        jsRequests: of('js').length,
        cssRequests: of('css').length,
        apiRequests: of('api').length,
        jsKB: kb(of('js'), 'bodyBytes'),
        cssKB: kb(of('css'), 'bodyBytes'),
        wireKB: kb(done, 'wireBytes'),
        protocols,
      };
    },
  };
}

/** Signs in on the target's origin in a context of its own; answers its storage (the session). */
async function freshSession(browser, baseUrl) {
  const { context, page } = await newPage(browser, READY_VIEWPORT);
  try {
    await signIn(page, baseUrl);
    await page.getByRole('navigation', { name: NAV_LABEL }).first().waitFor({ state: 'visible' });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `figure` on `target` under `condition`: ms from navigation start to the
 * probe's ready, the protocol checked; with `settle`, the whole load's requests as well.
 * With a session, the storage after the load (the refresh token has rotated) is answered
 * for the next run.
 */
async function coldLoad(browser, target, figure, condition, storageState, settle) {
  const baseUrl = target.url();
  const origin = new URL(baseUrl).origin;
  const { context, page } = await newPage(browser, figure.viewport, storageState ? { storageState } : {});
  try {
    const cdp = await context.newCDPSession(page);
    const network = watchNetwork(cdp);
    await cdp.send('Network.enable');
    if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
    if (condition.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    await page.goto(`${baseUrl}${figure.path}`, { waitUntil: 'commit', timeout: condition.timeoutMs });
    let state;
    try {
      state = await waitInPage(page, figure.probe, condition.timeoutMs);
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      const now = await page.evaluate(figure.probe).catch(() => ({ missing: ['page gone'] }));
      throw new Error(
        `${figure.label} not ready within ${condition.timeoutMs / 1000} s; not found: ${now.missing.join(', ')}`,
      );
    }
    const navigation = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.nextHopProtocol,
    );
    if (settle) await network.idle(SETTLE);
    const wrong = network.wrongProtocol(origin, target.protocol);
    if (navigation !== target.protocol || wrong.length || network.answered(origin) === 0)
      throw new Error(
        `expected ${target.protocol}, negotiated ${navigation || 'nothing'} for the document` +
          (wrong.length
            ? ` and ${wrong[0].protocol} for ${wrong.length} requests (${new URL(wrong[0].url).pathname})`
            : ''),
      );
    return {
      ms: state.at,
      load: settle ? network.summary() : null,
      storage: figure.session ? await context.storageState() : null,
    };
  } finally {
    await context.close();
  }
}

const summarise = (samples, protocol) => ({
  medianMs: round(median(samples)),
  runsMs: samples.map((ms) => round(ms)),
  protocol,
});

/**
 * Every figure for every target, `runs` each, interleaved. `targets`: { key, label, protocol
 * ('h2' | 'http/1.1'), url: () => base URL }, read anew for each load (a front may restart).
 */
export async function protocolSuite(browser, targets, runs) {
  const result = {
    runs,
    targets: targets.map(({ key, label, protocol, distDir }) => ({ key, label, protocol, distDir })),
    conditions: Object.fromEntries(Object.entries(CONDITIONS).map(([key, c]) => [key, c.label])),
    method:
      'cold load in a fresh browser context (empty HTTP cache, no session or a stored one, new TLS connection); ms from navigation start; targets interleaved run by run (A B, B A, ...) after one discarded warm-up load each; the first unthrottled load of each is followed to its end for the request figures',
    loads: { login: {}, dashboard: {} },
  };
  const sessions = new Map();
  const once = async (target, figure, condition, settle) => {
    let storage = null;
    if (figure.session) storage = sessions.get(target.key) ?? (await freshSession(browser, target.url()));
    sessions.delete(target.key);
    const out = await coldLoad(browser, target, figure, condition, storage, settle);
    if (out.storage) sessions.set(target.key, out.storage);
    return out;
  };
  for (const [figureKey, figure] of Object.entries(PROTOCOL_FIGURES)) {
    result[figureKey] = {};
    for (const target of targets) {
      log(`${figure.label}: warm-up on ${target.label}`);
      await once(target, figure, CONDITIONS.plain, false).catch((error) =>
        log(`${figure.label}: warm-up on ${target.label} failed: ${error.message}`),
      );
    }
    for (const [conditionKey, condition] of Object.entries(CONDITIONS)) {
      const samples = Object.fromEntries(targets.map((t) => [t.key, []]));
      const errors = {};
      for (let run = 0; run < runs; run++) {
        log(`${figure.label}, ${condition.label}: run ${run + 1}/${runs}`);
        const order = run % 2 === 0 ? targets : [...targets].reverse();
        for (const target of order) {
          if (errors[target.key]) continue;
          const settle = conditionKey === 'plain' && run === 0;
          try {
            const out = await once(target, figure, condition, settle);
            samples[target.key].push(out.ms);
            if (settle) result.loads[figure.load][target.key] = out.load;
          } catch (error) {
            errors[target.key] = error;
            if (settle) result.loads[figure.load][target.key] = broken(error);
            log(`${figure.label}, ${condition.label}, ${target.label} failed: ${error.message}`);
          }
        }
      }
      result[figureKey][conditionKey] = Object.fromEntries(
        targets.map((t) => [
          t.key,
          errors[t.key] ? broken(errors[t.key]) : summarise(samples[t.key], t.protocol),
        ]),
      );
    }
  }
  return result;
}

// ---- the tables ----

const show = (value, digits = 0) =>
  isNumber(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-';
const cell = (figure, field, digits) => (figure?.status ? 'ERR' : show(figure?.[field], digits));

/** Rows of per-load request figures, one cell per target. */
function loadRows(suite, keys) {
  const rows = [];
  for (const [load, path] of Object.entries(LOAD_LABELS)) {
    const of = (key) => suite.loads?.[load]?.[key];
    const each = (fn) => keys.map((key) => (of(key)?.status ? 'ERR' : of(key) ? fn(of(key)) : '-'));
    rows.push([
      `${path} first load: requests (JS, CSS, API)`,
      ...each((l) => `${l.requests} (${l.jsRequests}, ${l.cssRequests}, ${l.apiRequests})`),
    ]);
    rows.push([
      `${path} JS + CSS as sent, gzip KB`,
      ...each((l) => `${show(l.jsKB, 1)} + ${show(l.cssKB, 1)}`),
    ]);
    rows.push([`${path} received, KB (all, headers too)`, ...each((l) => show(l.wireKB, 1))]);
  }
  return rows;
}

/** Why each broken cell is broken, once per reason. */
function failures(suite) {
  const out = new Set();
  for (const figureKey of Object.keys(PROTOCOL_FIGURES))
    for (const [conditionKey, byTarget] of Object.entries(suite[figureKey] ?? {}))
      for (const [key, figure] of Object.entries(byTarget))
        if (figure?.status) out.add(`${figureKey} ${conditionKey} ${key}: ${figure.reason}`);
  return [...out];
}

/**
 * The protocol table: one row per figure; columns HTTP/2 and HTTP/1.1, unthrottled, then
 * throttled. `section` is report.mjs's column layout.
 */
export function renderProtocols(suite, section) {
  if (!suite) return [];
  if (suite.status) return ['', `HTTP/2 and HTTP/1.1: ${suite.status}: ${suite.reason}`];
  const targets = suite.targets;
  const keys = targets.map((t) => t.key);
  const rows = [
    [
      '',
      ...targets.map((t) => t.label),
      ...targets.map((t, i) => (i === 0 ? `| ${CONDITIONS.throttled.label}: ${t.label}` : t.label)),
    ],
  ];
  for (const [figureKey, figure] of Object.entries(PROTOCOL_FIGURES)) {
    const byCondition = suite[figureKey] ?? {};
    rows.push([
      `${figure.label}, ms`,
      ...keys.map((key) => cell(byCondition.plain?.[key], 'medianMs')),
      ...keys.map((key, i) => `${i === 0 ? '| ' : ''}${cell(byCondition.throttled?.[key], 'medianMs')}`),
    ]);
  }
  rows.push(...loadRows(suite, keys));
  const lines = section(
    `HTTP/2 and HTTP/1.1 through the bench's HTTPS front (docs/deploy.md): median of ${suite.runs} cold loads each, interleaved`,
    rows,
  );
  lines.push('  runs, ms:');
  for (const [figureKey, figure] of Object.entries(PROTOCOL_FIGURES))
    for (const [conditionKey, condition] of Object.entries(CONDITIONS))
      for (const t of targets) {
        const f = suite[figureKey]?.[conditionKey]?.[t.key];
        if (f?.runsMs)
          lines.push(`    ${figure.label}, ${condition.label}, ${t.label}: ${f.runsMs.join(' ')}`);
      }
  for (const reason of failures(suite)) lines.push(`  ERR ${reason}`);
  return lines;
}

/** --compare: the rows of both builds and their difference (also written to the JSON report). */
export function compareRows(suite, build) {
  const [a, b] = suite.targets.map((t) => t.key);
  const rows = [];
  const add = (name, figureA, figureB, field, digits = 0) => {
    const va = figureA?.status ? null : figureA?.[field];
    const vb = figureB?.status ? null : figureB?.[field];
    const diff = isNumber(va) && isNumber(vb) ? round(vb - va, digits) : null;
    rows.push({
      figure: name,
      a: isNumber(va) ? va : (figureA?.reason ?? null),
      b: isNumber(vb) ? vb : (figureB?.reason ?? null),
      difference: diff,
      percent: isNumber(diff) && va ? round((diff / va) * 100, 1) : null,
    });
  };
  for (const [figureKey, figure] of Object.entries(PROTOCOL_FIGURES))
    for (const [conditionKey, condition] of Object.entries(CONDITIONS)) {
      const byTarget = suite[figureKey]?.[conditionKey] ?? {};
      add(`${figure.label}, ${condition.label}, ms`, byTarget[a], byTarget[b], 'medianMs');
    }
  for (const [load, path] of Object.entries(LOAD_LABELS)) {
    const la = suite.loads?.[load]?.[a];
    const lb = suite.loads?.[load]?.[b];
    add(`${path} first load: requests`, la, lb, 'requests');
    add(`${path} first load: JS requests`, la, lb, 'jsRequests');
    add(`${path} JS as sent, gzip KB`, la, lb, 'jsKB', 1);
    add(`${path} CSS as sent, gzip KB`, la, lb, 'cssKB', 1);
    add(`${path} received, KB (all, headers too)`, la, lb, 'wireKB', 1);
  }
  if (build) {
    add('whole build JS, gzip -9 KB (assets/)', build.a, build.b, 'jsGzipKB', 1);
    add('whole build CSS, gzip -9 KB (assets/)', build.a, build.b, 'cssGzipKB', 1);
  }
  return rows;
}

export function renderCompare(compare, section) {
  if (!compare) return [];
  if (compare.status) return ['', `Compare: ${compare.status}: ${compare.reason}`];
  const signed = (value, digits) => (isNumber(value) ? `${value > 0 ? '+' : ''}${show(value, digits)}` : '');
  const rows = [['', 'A', 'B', 'B - A']];
  for (const row of compare.rows) {
    const digits = /KB/.test(row.figure) ? 1 : 0;
    const value = (v) => (isNumber(v) ? show(v, digits) : v ? 'ERR' : '-');
    rows.push([
      row.figure,
      value(row.a),
      value(row.b),
      isNumber(row.difference)
        ? `${signed(row.difference, digits)}${isNumber(row.percent) ? ` (${signed(row.percent, 1)} %)` : ''}`
        : '',
    ]);
  }
  const lines = section(
    `A = ${compare.a.distDir}, B = ${compare.b.distDir}: each through its own HTTP/2 front, median of ${compare.suite.runs} cold loads each, interleaved A B / B A`,
    rows,
  );
  lines.push('  runs, ms:');
  for (const [figureKey, figure] of Object.entries(PROTOCOL_FIGURES))
    for (const [conditionKey, condition] of Object.entries(CONDITIONS))
      for (const t of compare.suite.targets) {
        const f = compare.suite[figureKey]?.[conditionKey]?.[t.key];
        if (f?.runsMs)
          lines.push(`    ${figure.label}, ${condition.label}, ${t.label}: ${f.runsMs.join(' ')}`);
      }
  for (const reason of failures(compare.suite)) lines.push(`  ERR ${reason}`);
  return lines;
}
