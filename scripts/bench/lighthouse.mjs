// Figure 2: Lighthouse (Node API) with the mobile and desktop presets, median of N runs.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { clearOriginOverCdp, launchDebugChromium, signInOverCdp } from './browser.mjs';
import { broken, firstLine, log, median, round, withTimeout } from './util.mjs';

const PRESETS = { mobile: undefined, desktop: desktopConfig };
export const PAGES = { login: '/login', dashboard: '/' };

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    // 0..100, as Lighthouse shows it.
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse's CPU yardstick for this machine: low values mean a slow or busy host.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

async function measure(port, url, preset, disableStorageReset) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset,
  };
  const result = await withTimeout(
    lighthouse(url, flags, PRESETS[preset]),
    120_000,
    `Lighthouse ${preset} ${url}`,
  );
  if (!result?.lhr) throw new Error(`Lighthouse ${preset} ${url}: no result`);
  const out = figures(result.lhr);
  if (out.runtimeError) throw new Error(`Lighthouse ${preset} ${url}: ${out.runtimeError}`);
  return out;
}

function summarise(runs) {
  const pick = (key) => runs.map((r) => r[key]);
  return {
    performance: median(pick('performance')),
    fcpMs: round(median(pick('fcpMs')) ?? Number.NaN),
    lcpMs: round(median(pick('lcpMs')) ?? Number.NaN),
    tbtMs: round(median(pick('tbtMs')) ?? Number.NaN),
    cls: round(median(pick('cls')) ?? Number.NaN, 3),
    runs: pick('performance'),
    benchmarkIndex: round(median(pick('benchmarkIndex')) ?? Number.NaN),
  };
}

/**
 * One measurement, tried twice: Lighthouse itself asks for another run after a broken trace
 * (NO_NAVSTART, NO_FCP), and a demo server that died under it is started again first.
 */
async function attempt(server, task) {
  for (let round = 1; ; round++) {
    await server.ensureAlive();
    try {
      return await task(server.url);
    } catch (error) {
      if (round === 2) throw error;
      log(`lighthouse: ${firstLine(error)}; trying again`);
    }
  }
}

/**
 * For each run and preset: /login signed out (origin storage cleared over CDP; Lighthouse's
 * own reset keeps localStorage), then sign in over CDP in the same Chromium and measure /
 * with storage kept.
 */
export async function lighthouseSuite(server, scratchDir, runs = 3) {
  const chrome = await launchDebugChromium(scratchDir);
  const raw = { mobile: { login: [], dashboard: [] }, desktop: { login: [], dashboard: [] } };
  const errors = { mobile: { login: null, dashboard: null }, desktop: { login: null, dashboard: null } };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const preset of Object.keys(PRESETS)) {
        log(`lighthouse ${preset} run ${run}/${runs}`);
        try {
          const login = await attempt(server, async (baseUrl) => {
            await withTimeout(clearOriginOverCdp(chrome.port, baseUrl), 30_000, 'sign-out over CDP');
            return measure(chrome.port, `${baseUrl}${PAGES.login}`, preset, false);
          });
          if (login.finalPath !== PAGES.login) throw new Error(`/login ended on ${login.finalPath}`);
          raw[preset].login.push(login);
        } catch (error) {
          errors[preset].login = error;
        }
        try {
          const dashboard = await attempt(server, async (baseUrl) => {
            await withTimeout(signInOverCdp(chrome.port, baseUrl), 60_000, 'sign-in over CDP');
            return measure(chrome.port, `${baseUrl}${PAGES.dashboard}`, preset, true);
          });
          if (dashboard.finalPath !== PAGES.dashboard)
            throw new Error(`/ ended on ${dashboard.finalPath} (session lost?)`);
          raw[preset].dashboard.push(dashboard);
        } catch (error) {
          errors[preset].dashboard = error;
        }
      }
    }
  } finally {
    await chrome.close();
  }
  const out = {};
  for (const preset of Object.keys(PRESETS)) {
    out[preset] = {};
    for (const page of Object.keys(PAGES)) {
      const list = raw[preset][page];
      out[preset][page] =
        list.length === runs
          ? summarise(list)
          : broken(errors[preset][page] ?? new Error('no Lighthouse result'));
    }
  }
  return out;
}
