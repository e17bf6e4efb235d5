import * as v from 'valibot';
import { catalogue } from '../../src/api/catalogue';
import { toSearchParams } from '../../src/api/http/build-request';
import { pathParams } from '../../src/api/http/endpoint';
import { summarizeIssues } from '../../src/api/http/read';
import { apiOrigin } from '../../src/env';
import { readingNotes } from './conversions';
import { type AnyEndpoint, callLabel, type Derived, FACTS, type Facts, PLAN, type ProbeStep } from './plan';

/**
 * The probe's runner: signs in, walks the plan (plan.ts) and reads every answer with the
 * client's own answer schema, as the cabinet would. It sends nothing but GET requests after
 * the sign-in (POST, or PUT with a refresh token).
 */

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface ProbeRow {
  /** The plan row (`stores.listShort?short=1`), or `auth.login` / `auth.refresh`. */
  key: string;
  /** Method, path and the query discriminator. */
  call: string;
  /** HTTP status; null when the call was not made or no answer came. */
  status: number | null;
  verdict: Verdict;
  /** Values a reader had to convert from another form of its kind (`stores[].id: id from a numeric string`). */
  conversions: string[];
  /** Values the cabinet cannot read or that SPEC names but were left out: the screen says "Unknown". */
  unknown: string[];
  /** FAIL and SKIP: why. PASS: what was tolerated, or the file's content type. */
  reason: string | null;
}

export interface ProbeSummary {
  calls: number;
  pass: number;
  fail: number;
  skip: number;
  /** Rows with conversions / with unknown values (notes and warnings, not failures). */
  withConversions: number;
  withUnknown: number;
}

export interface ProbeReport {
  origin: string;
  signIn: 'password' | 'refresh-token';
  rows: ProbeRow[];
  summary: ProbeSummary;
}

export type Credentials =
  | { login: string; password: string; captchaToken: string }
  | { refreshToken: string };

export interface ProbeOptions {
  credentials: Credentials;
  plan?: readonly ProbeStep[];
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Epoch seconds; defaults to now. */
  now?: number;
  tzName?: string;
}

export interface ProbeRun {
  report: ProbeReport;
  /**
   * The refresh token the backend rotated to when the probe signed in with one (the given
   * one stops working). Kept out of the report so that a saved report holds no secret.
   */
  rotatedRefreshToken: string | null;
}

// ---------------------------------------------------------------- one call

interface Answer {
  status: number;
  contentType: string;
  /** The `{ data }` of a JSON answer (null when there is none, as the client reads it). */
  data: unknown;
  /** JSON answers: the body had no `data` key. */
  noEnvelope: boolean;
  /** The first message key of an error answer. */
  key: string | null;
  /** Bytes of a file answer. */
  size: number | null;
}

class ProbeFailure extends Error {}

const isJson = (type: string) => /[/+]json\b/i.test(type);

function buildUrl(ep: AnyEndpoint, input: unknown): { url: string; body: Record<string, unknown> | null } {
  const rest: Record<string, unknown> =
    input && typeof input === 'object' ? { ...(input as Record<string, unknown>) } : {};
  let path = ep.path;
  for (const name of pathParams(ep.path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  const url = new URL(`${apiOrigin()}${path}`);
  if (ep.method === 'GET') {
    if (ep.input) url.search = toSearchParams(rest).toString();
    return { url: url.toString(), body: null };
  }
  return { url: url.toString(), body: ep.input ? rest : null };
}

async function send(
  ep: AnyEndpoint,
  rawInput: unknown,
  accessToken: string | null,
  fetchImpl: typeof fetch,
): Promise<Answer> {
  let input = rawInput;
  if (ep.input) {
    const checked = v.safeParse(ep.input, rawInput);
    if (!checked.success) {
      throw new ProbeFailure(
        `the derived input is not one the cabinet would send: ${summarizeIssues(checked.issues)}`,
      );
    }
    input = checked.output;
  }
  const { url, body } = buildUrl(ep, input);
  const headers: Record<string, string> = {
    accept: ep.answer === 'blob' ? '*/*' : 'application/json',
  };
  if (body) headers['content-type'] = 'application/json';
  if (ep.auth && accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: ep.method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null;
    throw new ProbeFailure(`no answer (network): ${cause?.message ?? String(error)}`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  const answer: Answer = {
    status: response.status,
    contentType,
    data: null,
    noEnvelope: false,
    key: null,
    size: null,
  };
  if (ep.answer === 'blob' && response.ok && !isJson(contentType)) {
    answer.size = (await response.arrayBuffer()).byteLength;
    return answer;
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.ok) {
        throw new ProbeFailure(`the answer is not JSON (${contentType || 'no content type'})`);
      }
    }
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  if (response.ok) {
    answer.noEnvelope = response.status !== 204 && Boolean(text) && !(record && 'data' in record);
    answer.data = record && 'data' in record ? record.data : null;
  } else {
    const messages = record?.messages;
    const key = Array.isArray(messages)
      ? messages.find((m): m is string => typeof m === 'string')
      : undefined;
    answer.key = key ?? null;
  }
  return answer;
}

interface Evaluated {
  row: ProbeRow;
  output: unknown;
}

/** Calls one endpoint and judges the answer as the cabinet would read it. */
async function probeCall(
  key: string,
  call: string,
  ep: AnyEndpoint,
  input: unknown,
  accessToken: string | null,
  fetchImpl: typeof fetch,
  tolerate: ProbeStep['tolerate'] = [],
): Promise<Evaluated> {
  const row: ProbeRow = {
    key,
    call,
    status: null,
    verdict: 'FAIL',
    conversions: [],
    unknown: [],
    reason: null,
  };
  let answer: Answer;
  try {
    answer = await send(ep, input, accessToken, fetchImpl);
  } catch (error) {
    row.reason = error instanceof ProbeFailure ? error.message : `probe error: ${String(error)}`;
    return { row, output: undefined };
  }
  row.status = answer.status;
  if (answer.status < 200 || answer.status > 299) {
    const tolerated = tolerate.find((t) => t.status === answer.status && t.key === answer.key);
    if (tolerated) {
      row.verdict = 'PASS';
      row.reason = `${answer.key}: ${tolerated.means}`;
    } else {
      row.reason = `HTTP ${answer.status} ${answer.key ?? '(no message key)'}`;
    }
    return { row, output: undefined };
  }
  if (answer.size !== null) {
    row.verdict = 'PASS';
    row.reason = `file: ${answer.contentType || 'no content type'}, ${answer.size} bytes`;
    return { row, output: undefined };
  }
  const result = v.safeParse(ep.output, answer.data);
  const notes = readingNotes(ep.output, answer.data);
  row.conversions = notes.conversions;
  row.unknown = notes.unknown;
  // API-NOTES "Envelopes": without { data } every value of the answer is unknown to the cabinet.
  if (answer.noEnvelope) {
    row.reason = `no { data } envelope: the cabinet reads nothing of this answer${
      result.success ? '' : ` (unreadable: ${summarizeIssues(result.issues)})`
    }`;
    return { row, output: undefined };
  }
  if (!result.success) {
    row.reason = `unreadable answer: ${summarizeIssues(result.issues)}`;
    return { row, output: undefined };
  }
  row.verdict = 'PASS';
  const meaning = ep.statuses[answer.status];
  if (meaning) row.reason = `${answer.status}: ${meaning}`;
  return { row, output: result.output };
}

// ---------------------------------------------------------------- sign-in

interface SignedIn {
  row: ProbeRow;
  accessToken: string | null;
  rotatedRefreshToken: string | null;
}

const TokensRead = v.object({ access_token: v.string(), refresh_token: v.string() });

async function signIn(credentials: Credentials, fetchImpl: typeof fetch): Promise<SignedIn> {
  const byRefresh = 'refreshToken' in credentials;
  const ep = byRefresh ? catalogue.auth.refresh : catalogue.auth.login;
  const input = byRefresh
    ? { token: credentials.refreshToken }
    : {
        login: credentials.login,
        password: credentials.password,
        remember_me: false,
        captcha_token: credentials.captchaToken,
      };
  const label = `${ep.method} ${ep.path} (${byRefresh ? 'refresh' : 'sign-in'})`;
  const { row, output } = await probeCall(ep.id, label, ep, input, null, fetchImpl);
  const tokens = v.safeParse(TokensRead, output);
  if (row.verdict === 'PASS' && tokens.success) {
    return {
      row,
      accessToken: tokens.output.access_token,
      rotatedRefreshToken: byRefresh ? tokens.output.refresh_token : null,
    };
  }
  if (row.verdict === 'PASS') {
    row.verdict = 'FAIL';
    row.reason = 'the answer carries no access_token / refresh_token';
  }
  const guarded = ['captcha_error', 'need_2fa', 'wrong_2fa_code'].some((key) => row.reason?.includes(key));
  if (guarded) {
    row.reason += byRefresh
      ? ''
      : ' (a captcha or second factor guards sign-in: pass --captcha-token, or sign in in a browser and use --refresh-token)';
  }
  return { row, accessToken: null, rotatedRefreshToken: null };
}

// ---------------------------------------------------------------- the plan

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Why a row cannot be called yet, or null when every fact it needs is known. */
function missingInput(
  step: ProbeStep,
  facts: Facts,
  verdicts: ReadonlyMap<string, Verdict>,
  plan: readonly ProbeStep[],
): string | null {
  for (const need of step.needs) {
    if (facts[need] !== undefined) continue;
    const source = FACTS[need];
    const sourceStep = plan.find((candidate) => candidate.key === source.from);
    const verdict = verdicts.get(source.from);
    if (verdict === 'PASS') return source.none;
    const name = sourceStep ? callLabel(sourceStep) : source.from;
    const what = verdict === 'FAIL' ? 'failed' : verdict === 'SKIP' ? 'was skipped' : 'is not in the plan';
    return `needs ${need} from ${name}, which ${what}`;
  }
  return null;
}

export function summarize(rows: readonly ProbeRow[]): ProbeSummary {
  const count = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).length;
  return {
    calls: rows.length,
    pass: count('PASS'),
    fail: count('FAIL'),
    skip: count('SKIP'),
    withConversions: rows.filter((row) => row.conversions.length > 0).length,
    withUnknown: rows.filter((row) => row.unknown.length > 0).length,
  };
}

/** Signs in and makes every call of the plan. Never throws for a backend's answer. */
export async function runProbe(options: ProbeOptions): Promise<ProbeRun> {
  const plan = options.plan ?? PLAN;
  const fetchImpl: typeof fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const origin = apiOrigin();
  const signedIn = await signIn(options.credentials, fetchImpl);
  const rows: ProbeRow[] = [signedIn.row];
  let facts: Facts = {
    now: options.now ?? Math.floor(Date.now() / 1000),
    tzName: options.tzName ?? browserTimeZone(),
  };
  const verdicts = new Map<string, Verdict>();

  for (const step of plan) {
    const call = callLabel(step);
    const skipWhy = signedIn.accessToken ? missingInput(step, facts, verdicts, plan) : 'not signed in';
    if (skipWhy) {
      rows.push({
        key: step.key,
        call,
        status: null,
        verdict: 'SKIP',
        conversions: [],
        unknown: [],
        reason: skipWhy,
      });
      verdicts.set(step.key, 'SKIP');
      continue;
    }
    const { row, output } = await probeCall(
      step.key,
      call,
      step.endpoint,
      step.input(facts),
      signedIn.accessToken,
      fetchImpl,
      step.tolerate,
    );
    rows.push(row);
    verdicts.set(step.key, row.verdict);
    if (row.verdict === 'PASS' && output !== undefined && step.learn) {
      try {
        const learnt: Partial<Derived> = step.learn(output, facts);
        facts = { ...facts, ...learnt };
      } catch (error) {
        row.unknown.push(`the probe could not take its next inputs from this answer: ${String(error)}`);
      }
    }
  }

  const report: ProbeReport = {
    origin,
    signIn: 'refreshToken' in options.credentials ? 'refresh-token' : 'password',
    rows,
    summary: summarize(rows),
  };
  return { report, rotatedRefreshToken: signedIn.rotatedRefreshToken };
}

/**
 * Non-zero when an answer would break a screen: a call that needs to work answered with an
 * error status, or with an answer the client's schema cannot read at all (or the sign-in
 * failed). Conversions are notes; unknown values are warnings: the screen says "Unknown" there.
 */
export function exitCodeOf(report: ProbeReport): number {
  return report.summary.fail > 0 ? 1 : 0;
}
