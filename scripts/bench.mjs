// `npm run bench [-- options]`: builds the app, serves it with the demo backend, measures it in
// headless Chromium and compares the figures with bench/budgets.json (exit 1 when one is over).
//   --bytes-only   only JS/CSS bytes (first loads and build totals) and their budgets (CI)
//   --no-build     measure the existing dist/ instead of building into .bench/dist/
//   --runs N       runs per timing figure (default 7); Lighthouse always takes the median of 3
//   --timeout S    give up after S seconds (default 600)
// The JSON report goes to stdout and .bench/report.json, progress to stderr.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, PHONE_VIEWPORT } from './bench/browser.mjs';
import { buildTotals, dashboardLoad, loginLoad } from './bench/bytes.mjs';
import { dashboardReady } from './bench/dashboard-ready.mjs';
import { invoiceList } from './bench/invoices.mjs';
import { heapGrowth } from './bench/memory.mjs';
import { checkBudgets, loadBudgets, renderTable } from './bench/report.mjs';
import { buildApp, resetDemo, startServer } from './bench/server.mjs';
import { dashboardVisible, navigationTimes } from './bench/timings.mjs';
import { BENCH_DIR, broken, firstLine, log, onCleanup, round, runCleanup, stripAnsi } from './bench/util.mjs';

const LIGHTHOUSE_RUNS = 3;

function parseArgs(argv) {
  const options = { bytesOnly: false, build: true, runs: 7, timeoutS: 600 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = () => {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`);
      return value;
    };
    if (arg === '--bytes-only') options.bytesOnly = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--runs') options.runs = number();
    else if (arg === '--timeout') options.timeoutS = number();
    else throw new Error(`unknown option ${arg} (see the top of scripts/bench.mjs)`);
  }
  return options;
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
  const browser = await launchBrowser();
  report.environment.chromium = browser.version();

  report.bytes = {
    login: await measure('bytes /login', server, durations, () => loginLoad(browser, server.url)),
    dashboard: await measure('bytes /', server, durations, () => dashboardLoad(browser, server.url)),
    dashboardPhone: await measure('bytes / on a phone', server, durations, () =>
      dashboardLoad(browser, server.url, PHONE_VIEWPORT),
    ),
    build: await measure('build totals', server, durations, () => buildTotals(distDir)),
  };
  if (options.bytesOnly) return;

  // Loaded only here: Lighthouse is heavy and --bytes-only never needs it.
  const { lighthouseSuite } = await import('./bench/lighthouse.mjs');
  report.lighthouse = await measure('lighthouse', server, durations, () =>
    lighthouseSuite(server, process.env.TMPDIR, LIGHTHOUSE_RUNS),
  );
  await server.ensureAlive();
  await resetDemo(server.url);
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
  report.invoices = await measure('invoice list', server, durations, () => invoiceList(browser, server.url));
  report.memory = await measure('heap after navigations', server, durations, () =>
    heapGrowth(browser, server.url),
  );
}

/** Prints the report and the table; answers the exit code. */
function finish(report, options, started, live) {
  report.durationsS.total = round((performance.now() - started) / 1000, 1);
  // Something outside the bench ended the demo server and it was started again.
  report.environment.demoServerRestarts = live.server?.restarts ?? 0;
  let checks;
  try {
    checks = checkBudgets(report, loadBudgets(), options);
  } catch (error) {
    checks = [{ budget: 'bench/budgets.json', label: '', status: 'error', reason: String(error) }];
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
    `${report.ok ? 'Within budget' : 'Budget check FAILED'} (${report.durationsS.total} s)\n`,
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

  const live = { server: null };
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
