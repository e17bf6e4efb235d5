// `npm run bench [-- options]`: builds the app, serves it with the demo backend, measures it in
// headless Chromium and compares the figures with bench/budgets.json (exit 1 when one is over).
//   --only LIST    only these sections, comma-separated: bytes, lighthouse, timings, protocols,
//                  invoices, memory (default: all); budgets of the others are not checked
//   --bytes-only   only JS/CSS bytes (first loads and build totals) and their budgets (CI);
//                  the same as --only bytes
//   --no-build     measure the existing dist/ instead of building into .bench/dist/
//   --runs N       runs per timing figure (default 7); Lighthouse always takes the median of 3
//   --compare DIR  measure this build (A) against the built app in DIR (B: index.html and
//                  assets/), each through its own HTTP/2 front with the same demo server
//                  behind, interleaved run by run; prints A, B and B - A; no budgets
//   --timeout S    give up after S seconds (default 1200)
// "protocols" serves the build through an HTTPS front (scripts/bench/h2-server.mjs: HTTP/2
// and HTTP/1.1, as docs/deploy.md deploys it) and times the sign-in screen and the dashboard
// over both. More in bench/README.md.
// The JSON report goes to stdout and .bench/report.json, progress to stderr.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { launchBrowser, PHONE_VIEWPORT } from './bench/browser.mjs';
import { buildTotals, dashboardLoad, loginLoad } from './bench/bytes.mjs';
import { dashboardReady } from './bench/dashboard-ready.mjs';
import { checkFront, makeCertificate, startFront } from './bench/front.mjs';
import { invoiceList } from './bench/invoices.mjs';
import { heapGrowth } from './bench/memory.mjs';
import { compareRows, protocolSuite } from './bench/protocols.mjs';
import { checkBudgets, loadBudgets, renderTable } from './bench/report.mjs';
import { buildApp, resetDemo, startServer } from './bench/server.mjs';
import { dashboardVisible, navigationTimes } from './bench/timings.mjs';
import {
  BENCH_DIR,
  broken,
  firstLine,
  log,
  onCleanup,
  ROOT,
  round,
  runCleanup,
  stripAnsi,
} from './bench/util.mjs';

const LIGHTHOUSE_RUNS = 3;

const SECTIONS = ['bytes', 'lighthouse', 'timings', 'protocols', 'invoices', 'memory'];

function parseArgs(argv) {
  const options = { only: SECTIONS, build: true, runs: 7, timeoutS: 1200, compare: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = () => {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`);
      return value;
    };
    const text = () => {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--bytes-only') options.only = ['bytes'];
    else if (arg === '--only') {
      options.only = text()
        .split(',')
        .map((name) => name.trim());
      const unknown = options.only.filter((name) => !SECTIONS.includes(name));
      if (unknown.length)
        throw new Error(`--only: unknown ${unknown.join(', ')} (one of ${SECTIONS.join(', ')})`);
    } else if (arg === '--no-build') options.build = false;
    else if (arg === '--runs') options.runs = number();
    else if (arg === '--timeout') options.timeoutS = number();
    else if (arg === '--compare') options.compare = text();
    else throw new Error(`unknown option ${arg} (see the top of scripts/bench.mjs)`);
  }
  if (options.compare) {
    if (options.only !== SECTIONS)
      throw new Error('--compare measures its own figures: no --only or --bytes-only');
    const dir = resolve(options.compare);
    if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'assets')))
      throw new Error(`--compare ${options.compare}: no built app there (index.html and assets/)`);
    options.compare = relative(ROOT, dir).startsWith('..') ? dir : relative(ROOT, dir) || '.';
    options.only = ['protocols'];
  }
  return options;
}

/** Several child processes as one for measure(): all alive, or restart what died. */
function together(...services) {
  return {
    alive: () => services.every((service) => service.alive()),
    async ensureAlive() {
      for (const service of services) await service.ensureAlive();
    },
  };
}

/** The key Chromium is told to accept for the fronts' self-signed certificate (this browser only). */
const trusting = (tls) => (tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiSha256}`] : []);

/** Both protocols of one front, as protocolSuite's targets. */
const protocolTargets = (front) => [
  { key: 'h2', label: 'HTTP/2', protocol: 'h2', url: () => front.h2Url, distDir: front.distDir },
  { key: 'h1', label: 'HTTP/1.1', protocol: 'http/1.1', url: () => front.h1Url, distDir: front.distDir },
];

/** Fails unless the front does what docs/deploy.md says; answers the check for the report. */
async function frontChecked(front, server, tls) {
  const check = await checkFront(front, server.url, tls);
  if (!check.ok)
    throw new Error(
      `the HTTPS front for ${front.distDir} is not as docs/deploy.md says: ${check.problems.join('; ')}`,
    );
  return check;
}

/**
 * Runs one measurement; a failure is recorded in the report instead of stopping the bench.
 * When the demo server died under it, the server is restarted and the measurement retried once.
 */
async function measure(name, server, durations, task) {
  log(`${name}...`);
  const started = performance.now();
  try {
    for (let attempt = 1; ; attempt++) {
      await server.ensureAlive();
      try {
        return await task();
      } catch (error) {
        if (attempt > 1 || server.alive()) throw error;
        log(`${name}: the demo server went away (${firstLine(error)}); retrying once`);
      }
    }
  } catch (error) {
    log(`${name} failed: ${firstLine(error)}`);
    return broken(error);
  } finally {
    durations[name] = round((performance.now() - started) / 1000, 1);
  }
}

async function run(options, report, live) {
  const durations = report.durationsS;
  const sections = new Set(options.only);
  const distDir = options.build ? '.bench/dist' : 'dist';
  report.options.distDir = distDir;
  if (options.build) {
    const started = performance.now();
    await buildApp(distDir);
    durations.build = round((performance.now() - started) / 1000, 1);
  }
  const server = await startServer(distDir);
  live.server = server;
  await resetDemo(server.url);
  // The fronts' certificate, in the scratch folder under .bench/ (removed on exit).
  let tls = null;
  let noTls = null;
  if (sections.has('protocols'))
    tls = await makeCertificate(join(process.env.TMPDIR, 'tls')).catch((error) => {
      if (options.compare) throw error;
      noTls = broken(error);
      return null;
    });
  const browser = await launchBrowser(trusting(tls));
  report.environment.chromium = browser.version();
  if (options.compare) return compare(options, report, live, { server, tls, browser, distDir });

  if (sections.has('bytes')) await bytes(report, server, durations, browser, distDir);
  if (sections.has('lighthouse')) {
    // Loaded only here: Lighthouse is heavy and --bytes-only never needs it.
    const { lighthouseSuite } = await import('./bench/lighthouse.mjs');
    report.lighthouse = await measure('lighthouse', server, durations, () =>
      lighthouseSuite(server, process.env.TMPDIR, LIGHTHOUSE_RUNS),
    );
    await server.ensureAlive();
    await resetDemo(server.url);
  }
  if (sections.has('timings'))
    report.timings = {
      dashboardVisible: await measure('dashboard visible', server, durations, () =>
        dashboardVisible(browser, server.url, options.runs),
      ),
      dashboardReady: await measure('dashboard ready (plain, 4x CPU + Slow 4G)', server, durations, () =>
        dashboardReady(browser, server.url, options.runs),
      ),
      navigation: await measure('header navigation', server, durations, () =>
        navigationTimes(browser, server.url, options.runs),
      ),
    };
  if (sections.has('protocols')) {
    const front = tls ? await startFront(distDir, server, tls, 'this build').catch(broken) : noTls;
    if (front.status) report.protocols = front;
    else {
      live.fronts.push(front);
      report.protocols = await measure(
        'HTTP/2 and HTTP/1.1',
        together(server, front),
        durations,
        async () => {
          const check = await frontChecked(front, server, tls);
          await resetDemo(server.url);
          return {
            frontCheck: check,
            ...(await protocolSuite(browser, protocolTargets(front), options.runs)),
          };
        },
      );
    }
  }
  if (sections.has('invoices'))
    report.invoices = await measure('invoice list', server, durations, () =>
      invoiceList(browser, server.url),
    );
  if (sections.has('memory'))
    report.memory = await measure('heap after navigations', server, durations, () =>
      heapGrowth(browser, server.url),
    );
}

/** --compare: this build (A) and another (B), each through its own HTTP/2 front, interleaved. */
async function compare(options, report, live, { server, tls, browser, distDir }) {
  const fronts = [
    await startFront(distDir, server, tls, 'A'),
    await startFront(options.compare, server, tls, 'B'),
  ];
  live.fronts.push(...fronts);
  report.compare = await measure(
    'compare A and B',
    together(server, ...fronts),
    report.durationsS,
    async () => {
      const checks = [];
      for (const front of fronts) checks.push(await frontChecked(front, server, tls));
      await resetDemo(server.url);
      const targets = fronts.map((front) => ({
        key: front.label.toLowerCase(),
        label: front.label,
        protocol: 'h2',
        url: () => front.h2Url,
        distDir: front.distDir,
      }));
      const suite = await protocolSuite(browser, targets, options.runs);
      const build = { a: await buildTotals(distDir), b: await buildTotals(options.compare) };
      return {
        a: { distDir },
        b: { distDir: options.compare },
        frontChecks: checks,
        suite,
        build,
        rows: compareRows(suite, build),
      };
    },
  );
}

async function bytes(report, server, durations, browser, distDir) {
  report.bytes = {
    login: await measure('bytes /login', server, durations, () => loginLoad(browser, server.url)),
    dashboard: await measure('bytes /', server, durations, () => dashboardLoad(browser, server.url)),
    dashboardPhone: await measure('bytes / on a phone', server, durations, () =>
      dashboardLoad(browser, server.url, PHONE_VIEWPORT),
    ),
    build: await measure('build totals', server, durations, () => buildTotals(distDir)),
  };
}

/** Prints the report and the table; answers the exit code. */
function finish(report, options, started, live) {
  report.durationsS.total = round((performance.now() - started) / 1000, 1);
  // Something outside the bench ended the demo server and it was started again.
  report.environment.demoServerRestarts = live.server?.restarts ?? 0;
  report.environment.frontRestarts = live.fronts.reduce((sum, front) => sum + front.restarts, 0);
  let checks;
  if (options.compare) {
    // No budgets: a figure that could not be measured is the failure.
    const rows = report.compare?.rows ?? [];
    checks = report.compare?.status
      ? [{ budget: '--compare', label: '', status: 'error', reason: report.compare.reason }]
      : rows
          .filter((row) => typeof row.a === 'string' || typeof row.b === 'string')
          .map((row) => ({
            budget: '--compare',
            label: row.figure,
            status: 'error',
            reason: typeof row.a === 'string' ? row.a : row.b,
          }));
  } else {
    try {
      checks = checkBudgets(report, loadBudgets(), { sections: new Set(options.only) });
    } catch (error) {
      checks = [{ budget: 'bench/budgets.json', label: '', status: 'error', reason: String(error) }];
    }
  }
  report.budgets = checks;
  const failures = checks.filter((c) => c.status === 'fail' || c.status === 'error');
  report.ok = failures.length === 0 && !report.error;
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(join(BENCH_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${renderTable(report, checks)}\n\n`);
  if (report.error) process.stdout.write(`Bench error: ${report.error}\n`);
  for (const c of failures.filter((f) => f.status === 'fail'))
    process.stdout.write(`Over budget: ${c.budget} (${c.label}) = ${c.value}, budget ${c.rule}\n`);
  const unmeasured = failures.filter((f) => f.status === 'error');
  if (unmeasured.length)
    process.stdout.write(
      `Not measured (counts as a failure): ${unmeasured.map((c) => `${c.budget} (${c.label})`).join(', ')}\n`,
    );
  process.stdout.write(
    `${
      options.compare
        ? report.ok
          ? 'Compared'
          : 'Compare FAILED (figures not measured)'
        : report.ok
          ? 'Within budget'
          : 'Budget check FAILED'
    } (${report.durationsS.total} s)\n`,
  );
  return report.ok ? 0 : 1;
}

async function main() {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  // Chromium, Playwright and Lighthouse leave profile folders in TMPDIR: keep them in a scratch folder.
  const scratch = join(BENCH_DIR, `tmp-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  process.env.TMPDIR = scratch;
  onCleanup(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));
  // Also on a hard exit (after util.mjs has killed the child processes): the key goes too.
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

  const report = {
    generatedAt: new Date().toISOString(),
    options: { ...options, lighthouseRuns: LIGHTHOUSE_RUNS },
    environment: {
      node: process.version,
      cpus: cpus().length,
      lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    },
    durationsS: {},
  };

  const live = { server: null, fronts: [] };
  let exiting = false;
  const stop = async (code, reason) => {
    if (exiting) return;
    exiting = true;
    if (reason) report.error = reason;
    const exitCode = finish(report, options, started, live);
    await runCleanup();
    process.exit(code ?? exitCode);
  };
  const overall = setTimeout(() => {
    log(`overall timeout of ${options.timeoutS} s reached: stopping`);
    void stop(2, `overall timeout of ${options.timeoutS} s reached; figures not shown were not measured`);
  }, options.timeoutS * 1000);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.once(signal, () => void stop(code, `interrupted (${signal})`));
  // A bug in a callback: report what was measured, clean up, exit 1.
  process.once('uncaughtException', (error) => {
    log(`uncaught: ${error?.stack ?? error}`);
    void stop(1, `uncaught error: ${firstLine(error)}`);
  });

  try {
    await run(options, report, live);
  } catch (error) {
    report.error = error instanceof Error ? stripAnsi(error.message) : String(error);
    log(`stopped: ${report.error}`);
  }
  clearTimeout(overall);
  await stop();
}

main().catch(async (error) => {
  process.stderr.write(`[bench] ${error instanceof Error ? error.message : error}\n`);
  await runCleanup();
  process.exit(1);
});
