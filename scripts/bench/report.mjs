// Budgets (bench/budgets.json) and the readable table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDashboardReady } from './dashboard-ready.mjs';
import { renderCompare, renderProtocols } from './protocols.mjs';
import { isNumber, ROOT } from './util.mjs';

const lh = (preset, page) => (r) => [
  {
    label: `${preset} ${page === 'login' ? '/login' : '/'}`,
    figure: r.lighthouse?.[preset]?.[page],
    field: 'performance',
  },
];

/** Budget key -> the bench section that measures it and where its figure(s) live in the report. */
const FIGURES = {
  loginJsGzipKB: {
    section: 'bytes',
    of: (r) => [{ label: '/login JS', figure: r.bytes?.login, field: 'jsGzipKB' }],
  },
  dashboardJsGzipKB: {
    section: 'bytes',
    of: (r) => [{ label: '/ JS', figure: r.bytes?.dashboard, field: 'jsGzipKB' }],
  },
  dashboardPhoneJsGzipKB: {
    section: 'bytes',
    of: (r) => [{ label: '/ JS on a phone', figure: r.bytes?.dashboardPhone, field: 'jsGzipKB' }],
  },
  totalJsGzipKB: {
    section: 'bytes',
    of: (r) => [{ label: 'build JS', figure: r.bytes?.build, field: 'jsGzipKB' }],
  },
  totalCssGzipKB: {
    section: 'bytes',
    of: (r) => [{ label: 'build CSS', figure: r.bytes?.build, field: 'cssGzipKB' }],
  },
  lighthouseMobilePerformanceLogin: { section: 'lighthouse', of: lh('mobile', 'login') },
  lighthouseMobilePerformanceDashboard: { section: 'lighthouse', of: lh('mobile', 'dashboard') },
  lighthouseDesktopPerformanceLogin: { section: 'lighthouse', of: lh('desktop', 'login') },
  lighthouseDesktopPerformanceDashboard: { section: 'lighthouse', of: lh('desktop', 'dashboard') },
  cls: {
    section: 'lighthouse',
    of: (r) =>
      ['mobile', 'desktop'].flatMap((preset) =>
        ['login', 'dashboard'].map((page) => ({
          label: `${preset} ${page === 'login' ? '/login' : '/'}`,
          figure: r.lighthouse?.[preset]?.[page],
          field: 'cls',
        })),
      ),
  },
  dashboardVisibleMs: {
    section: 'timings',
    of: (r) => [{ label: 'dashboard visible', figure: r.timings?.dashboardVisible, field: 'medianMs' }],
  },
  dashboardReadyMs: {
    section: 'timings',
    of: (r) => [{ label: 'dashboard ready', figure: readyFigure(r, 'plain'), field: 'medianMs' }],
  },
  dashboardReadyThrottledMs: {
    section: 'timings',
    of: (r) => [
      { label: 'dashboard ready, 4x CPU + Slow 4G', figure: readyFigure(r, 'throttled'), field: 'medianMs' },
    ],
  },
  scrollLongestTaskMs: {
    section: 'invoices',
    of: (r) => [{ label: 'invoice scroll 1x', figure: r.invoices?.scrollLongTasks1x, field: 'longestMs' }],
  },
  scrollLongestTask4xMs: {
    section: 'invoices',
    of: (r) => [
      { label: 'invoice scroll 4x CPU', figure: r.invoices?.scrollLongTasks4x, field: 'longestMs' },
    ],
  },
  heapGrowthRatio: {
    section: 'memory',
    of: (r) => [{ label: 'JS heap 6 -> 50 navigations', figure: r.memory, field: 'growthRatio' }],
  },
  heapObjectsGrowthRatio: {
    section: 'memory',
    of: (r) => [{ label: 'heap objects 6 -> 50 navigations', figure: r.memory, field: 'objectsGrowthRatio' }],
  },
  heapWithoutMachineCodeGrowthRatio: {
    section: 'memory',
    of: (r) => [
      { label: 'JS heap less JIT machine code', figure: r.memory, field: 'growthWithoutMachineCodeRatio' },
    ],
  },
  h2SignInVisibleMs: protocolBudget('signInVisible', 'plain', 'sign-in visible, HTTP/2'),
  h2SignInVisibleThrottledMs: protocolBudget(
    'signInVisible',
    'throttled',
    'sign-in visible, HTTP/2, 4x CPU + Slow 4G',
  ),
  h2DashboardReadyMs: protocolBudget('dashboardReady', 'plain', 'dashboard ready, HTTP/2'),
  h2DashboardReadyThrottledMs: protocolBudget(
    'dashboardReady',
    'throttled',
    'dashboard ready, HTTP/2, 4x CPU + Slow 4G',
  ),
};

/** A figure of the HTTP/2 column (protocols.mjs); a failed suite stands for all of them. */
function protocolBudget(figure, condition, label) {
  return {
    section: 'protocols',
    of: (r) => [
      {
        label,
        figure: r.protocols?.status ? r.protocols : r.protocols?.[figure]?.[condition]?.h2,
        field: 'medianMs',
      },
    ],
  };
}

/** One side of the dashboard-ready figure (a failed measurement stands for both). */
const readyFigure = (r, side) => {
  const figure = r.timings?.dashboardReady;
  return figure?.status ? figure : figure?.[side];
};

/** What a budget may hold: numbers under these names, nothing else (the prose is in bench/README.md). */
const RULES = ['max', 'below', 'min', 'target'];

/** bench/budgets.json, refused unless every budget is an object of numbers under RULES. */
export function loadBudgets() {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8'));
  for (const [key, limit] of Object.entries(budgets)) {
    const fields = limit && typeof limit === 'object' && !Array.isArray(limit) ? Object.entries(limit) : null;
    if (!fields || fields.some(([name, value]) => !RULES.includes(name) || !isNumber(value)))
      throw new Error(`budget ${key}: only numbers under ${RULES.join(', ')} (see bench/README.md)`);
    if (['max', 'below', 'min'].filter((rule) => rule in limit).length > 1)
      throw new Error(`budget ${key}: one of max, below or min`);
  }
  return budgets;
}

/** null: no max, below or min, so the figure is reported, not checked. */
function verdict(value, limit) {
  if ('max' in limit) return { ok: value <= limit.max, rule: `<= ${limit.max}` };
  if ('below' in limit) return { ok: value < limit.below, rule: `< ${limit.below}` };
  if ('min' in limit) return { ok: value >= limit.min, rule: `>= ${limit.min}` };
  return null;
}

/**
 * One check per budgeted figure of the sections that ran: pass, fail, report (a figure with
 * no limit yet), missing (not compared) or error (counts as failure).
 */
export function checkBudgets(report, budgets, { sections }) {
  const checks = [];
  for (const [key, limit] of Object.entries(budgets)) {
    const figure = FIGURES[key];
    if (!figure) {
      checks.push({ budget: key, label: key, status: 'error', reason: 'unknown budget key' });
      continue;
    }
    if (!sections.has(figure.section)) continue;
    for (const { label, figure: value, field } of figure.of(report)) {
      if (value?.status === 'missing') {
        checks.push({ budget: key, label, status: 'missing', reason: value.reason });
      } else if (value?.status === 'error' || !isNumber(value?.[field])) {
        checks.push({ budget: key, label, status: 'error', reason: value?.reason ?? 'not measured' });
      } else {
        const result = verdict(value[field], limit);
        const target = 'target' in limit ? `target ${limit.target}` : 'no limit yet';
        checks.push(
          result
            ? {
                budget: key,
                label,
                value: value[field],
                rule: result.rule,
                status: result.ok ? 'pass' : 'fail',
              }
            : { budget: key, label, value: value[field], rule: target, status: 'report' },
        );
      }
    }
  }
  return checks;
}

// ---- table ----

const pad = (text, width) => String(text).padEnd(width);
const show = (value, unit = '') => (isNumber(value) ? `${value}${unit}` : '-');
const why = (figure) => (figure?.status ? `${figure.status}: ${figure.reason}` : null);

function section(title, rows) {
  const widths = [];
  for (const cells of rows)
    cells.slice(0, -1).forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, String(cell).length + 2);
    });
  const line = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : pad(c, widths[i]))).join('');
  return [`\n${title}`, ...rows.map((cells) => `  ${line(cells)}`.trimEnd())];
}

export function renderTable(report, checks) {
  if (report.compare)
    return [...renderCompare(report.compare, section), '', 'Budgets are not checked with --compare.'].join(
      '\n',
    );
  const out = [];
  const { bytes, lighthouse, timings, protocols, invoices, memory } = report;
  if (bytes)
    out.push(
      ...section('Bytes (gzip KB = 1024 B; "wire" = what Chromium received)', [
        ['', 'JS', 'CSS', 'JS wire'],
        ...[
          ['/login first load', bytes.login],
          ['/ signed in, first load', bytes.dashboard],
          ['/ signed in, 412 px phone', bytes.dashboardPhone],
        ].map(([name, f]) =>
          why(f)
            ? [name, why(f)]
            : [
                name,
                show(f?.jsGzipKB),
                show(f?.cssGzipKB),
                `${show(f?.jsTransferredKB)} (${f?.chunks?.[0]?.transferredEncoding ?? '?'})`,
              ],
        ),
        why(bytes.build)
          ? ['whole build', why(bytes.build)]
          : ['whole build (assets/)', show(bytes.build?.jsGzipKB), show(bytes.build?.cssGzipKB), ''],
      ]),
    );
  if (bytes?.login?.chunks) {
    out.push(
      ...section(
        'Biggest chunks of the /login load (gzip KB)',
        bytes.login.chunks.slice(0, 8).map((c) => [c.file, show(c.gzipKB), c.kind]),
      ),
    );
  }
  if (bytes?.dashboard?.chunks) {
    out.push(
      ...section(
        'Biggest chunks of the / load (gzip KB)',
        bytes.dashboard.chunks.slice(0, 40).map((c) => [c.file, show(c.gzipKB), c.kind]),
      ),
    );
  }
  if (lighthouse) {
    const rows = [['', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']];
    for (const preset of ['mobile', 'desktop'])
      for (const page of ['login', 'dashboard']) {
        const f = lighthouse[preset]?.[page];
        const name = `${preset} ${page === 'login' ? '/login' : '/'}`;
        rows.push(
          why(f)
            ? [name, why(f)]
            : [
                name,
                `${show(f.performance)} ${JSON.stringify(f.runs)}`,
                show(f.fcpMs),
                show(f.lcpMs),
                show(f.tbtMs),
                show(f.cls),
              ],
        );
      }
    const index = lighthouse.mobile?.login?.benchmarkIndex;
    const host = isNumber(index) ? `; host benchmarkIndex ${index}` : '';
    out.push(
      ...section(
        `Lighthouse ${report.environment?.lighthouse ?? ''} (median of ${report.options?.lighthouseRuns} runs${host})`,
        rows,
      ),
    );
  }
  if (timings) {
    const rows = [['', 'median ms', 'runs']];
    const add = (name, f) =>
      rows.push(why(f) ? [name, why(f)] : [name, show(f.medianMs), f.runsMs.join(' ')]);
    add('dashboard visible (/)', timings.dashboardVisible);
    for (const [link, f] of Object.entries(timings.navigation ?? {})) add(`click "${link}"`, f);
    if (why(timings.navigation)) rows.push(['navigation', why(timings.navigation)]);
    out.push(...section(`Timings (median of ${report.options?.runs} runs)`, rows));
    out.push(...renderDashboardReady(timings.dashboardReady));
  }
  out.push(...renderProtocols(protocols, section));
  if (invoices) {
    out.push(
      ...section('Invoice list (/finance/invoice)', [
        why(invoices)
          ? ['invoices', why(invoices)]
          : [
              `first rows ${show(invoices.firstRowsMs, ' ms')}`,
              `loaded ${invoices.rowsLoaded}`,
              `DOM rows ${invoices.domRows}`,
              `heap ${show(invoices.jsHeapUsedMB, ' MB')}, ${invoices.virtualised ? 'virtualised' : 'NOT virtualised'}`,
            ],
        ...['1x', '4x'].map((rate) => {
          const tasks = invoices[`scrollLongTasks${rate}`];
          return why(tasks)
            ? [`scroll ${rate}`, why(tasks)]
            : [
                `scroll ${rate} CPU: longest task ${show(tasks?.longestMs, ' ms')}`,
                `${show(tasks?.over50)} over 50 ms`,
                `${show(tasks?.over100)} over 100 ms`,
                `${show(tasks?.over200)} over 200 ms`,
              ];
        }),
      ]),
    );
  }
  if (memory) {
    out.push(
      ...section('Heap after header navigations (after GC)', [
        why(memory)
          ? ['memory', why(memory)]
          : [
              `after ${memory.early} (${memory.screen}): ${memory.heapEarlyMB} MB`,
              `after ${memory.late} (${memory.screen}): ${memory.heapLateMB} MB`,
              `growth x${memory.growthRatio}`,
            ],
        ...(why(memory)
          ? []
          : [
              [
                `objects x${memory.objectsGrowthRatio} (${memory.objectsEarlyMB} -> ${memory.objectsLateMB} MB)`,
                `compiled code ${memory.compiledCodeEarlyMB} -> ${memory.compiledCodeLateMB} MB (of it JIT machine code ${memory.machineCodeEarlyMB} -> ${memory.machineCodeLateMB}; the heap less it x${memory.growthWithoutMachineCodeRatio})`,
                `DOM nodes ${memory.domNodesEarly} -> ${memory.domNodesLate}`,
              ],
            ]),
      ]),
    );
  }
  const mark = { pass: 'ok  ', fail: 'FAIL', report: 'rep ', missing: 'n/a ', error: 'ERR ' };
  out.push(
    ...section(
      'Budgets (bench/budgets.json)',
      checks.map((c) => [
        `${mark[c.status]} ${c.budget}`,
        c.label,
        c.status === 'pass' || c.status === 'fail'
          ? `${c.value} (budget ${c.rule})`
          : c.status === 'report'
            ? `${c.value} (reported, ${c.rule})`
            : c.reason,
      ]),
    ),
  );
  return out.join('\n');
}
