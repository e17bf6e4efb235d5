import { callLabel, FACTS, type ProbeStep } from './plan';
import type { ProbeReport, ProbeRow, ProbeSummary } from './run';

/**
 * The probe's report: an aligned text table for a terminal, or JSON (`--json`). Cells may
 * hold several lines (one fallback or mismatch a line); the text table shortens long
 * cells, the JSON keeps everything.
 */

const CELL_WIDTH = 64;
const CELL_LINES = 6;
const REASON_LENGTH = 240;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function listCell(items: readonly string[]): string[] {
  if (!items.length) return ['-'];
  const shown = items.slice(0, CELL_LINES).map((item) => shorten(item, CELL_WIDTH));
  if (items.length > CELL_LINES) shown.push(`+${items.length - CELL_LINES} more (see --json)`);
  return shown;
}

function cells(row: ProbeRow): string[][] {
  return [
    [row.call],
    [row.status === null ? '-' : String(row.status)],
    [row.verdict],
    listCell(row.conversions),
    listCell(row.unknown),
    [row.reason ? shorten(row.reason, REASON_LENGTH) : ''],
  ];
}

const HEADER = ['CALL', 'HTTP', 'RESULT', 'CONVERTED', 'UNKNOWN', 'REASON / NOTE'];

/** Lines of an aligned table whose cells may span several lines. */
export function alignTable(header: readonly string[], body: readonly (readonly string[][])[]): string[] {
  const rows = [header.map((title) => [title]), ...body];
  const widths = header.map((_, column) =>
    Math.max(...rows.flatMap((row) => (row[column] ?? ['']).map((line) => line.length))),
  );
  const lines: string[] = [];
  for (const row of rows) {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let index = 0; index < height; index++) {
      const parts = widths.map((width, column) => {
        const text = row[column]?.[index] ?? '';
        return column === widths.length - 1 ? text : text.padEnd(width);
      });
      lines.push(parts.join('  ').trimEnd());
    }
  }
  return lines;
}

export function summaryLine(summary: ProbeSummary): string {
  const verdict =
    summary.fail > 0
      ? `${summary.fail} answer${summary.fail === 1 ? '' : 's'} would break a screen`
      : 'no answer breaks a screen';
  return (
    `${summary.calls} calls: ${summary.pass} pass, ${summary.fail} fail, ${summary.skip} skipped; ` +
    `conversions on ${summary.withConversions}, unknown values on ${summary.withUnknown}: ${verdict}`
  );
}

export function formatText(report: ProbeReport): string {
  const how = report.signIn === 'refresh-token' ? 'a refresh token' : 'a password';
  return [
    `API probe of ${report.origin} (signed in with ${how}); reads only, answers read with the cabinet's schemas`,
    '',
    ...alignTable(HEADER, report.rows.map(cells)),
    '',
    'CONVERTED: values a reader took from another form of their kind (a string id, 1/0, milliseconds, alpha-3, ...).',
    'UNKNOWN: values the cabinet cannot read, or SPEC names but the answer left out: the screen says "Unknown".',
    'Both are notes. FAIL: an error status, or an answer the cabinet cannot read at all.',
    '',
    summaryLine(report.summary),
  ].join('\n');
}

export function formatJson(report: ProbeReport): string {
  return JSON.stringify(report, null, 2);
}

/** The plan as a table (`--plan`): each call, the facts it needs and where they come from. */
export function formatPlan(plan: readonly ProbeStep[]): string {
  const labelOf = (key: string) => {
    const source = plan.find((step) => step.key === key);
    return source ? callLabel(source) : key;
  };
  const sources = (step: ProbeStep) =>
    step.needs.length ? step.needs.map((need) => `${need} from ${labelOf(FACTS[need].from)}`) : ['-'];
  return alignTable(
    ['CALL', 'NEEDS', 'INPUT'],
    plan.map((step) => [[callLabel(step)], sources(step), [step.derivation]]),
  ).join('\n');
}
