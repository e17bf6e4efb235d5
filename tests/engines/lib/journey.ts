import { join } from 'node:path';
import type { Engine, EngineDriver, EngineName } from './drivers';
import { Page, type Problem } from './page';

/** Values a journey's set-up hands to its run (a second factor's secret, ...). */
export interface Shared {
  otpSecret?: string;
}

export interface JourneyContext {
  page: Page;
  engine: EngineName;
  width: number;
  /** A phone width (the navigation sits behind the menu button). */
  phone: boolean;
  shared: Shared;
  files: { logo: string };
  /** Runs one named part of the journey; it fails on what the page's probe recorded during it. */
  step(name: string, body: () => Promise<void>): Promise<void>;
}

export interface Journey {
  name: string;
  /** Demo set-up through the API after the reset (a PIN, a second factor). */
  setUp?(baseUrl: string, shared: Shared): Promise<void>;
  run(context: JourneyContext): Promise<void>;
}

export interface Width {
  name: 'wide' | 'phone';
  width: number;
  height: number;
}

export interface Outcome {
  ok: boolean;
  ms: number;
  /** Each step's time, in order ("sign in 2.1 s"). */
  steps: string[];
  /** The failing step and what went wrong. */
  failure?: { step: string; message: string; screenshot?: string };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export function formatProblems(problems: Problem[]): string {
  return problems.map((problem) => `  [${problem.kind}] ${problem.path} ${problem.text}`).join('\n');
}

/** Runs one journey in a fresh page of `engine` at `width`; the demo is reset first. */
export async function runJourney(
  journey: Journey,
  engine: Engine,
  width: Width,
  options: { baseUrl: string; outDir: string; files: { logo: string } },
): Promise<Outcome> {
  const started = Date.now();
  const shared: Shared = {};
  let current = '(set-up)';
  let driver: EngineDriver;
  try {
    const reset = await fetch(`${options.baseUrl}/api/__demo/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`demo reset: HTTP ${reset.status}`);
    await journey.setUp?.(options.baseUrl, shared);
    current = '(a new browser page)';
    driver = await engine.open({ width: width.width, height: width.height });
  } catch (error) {
    // No page to look at: the failure is the reason alone (a driver that does not start).
    return {
      ok: false,
      ms: Date.now() - started,
      steps: [],
      failure: { step: current, message: String(error) },
    };
  }
  const page = new Page(driver, options.baseUrl);
  current = '(start)';
  const steps: string[] = [];
  const step = async (name: string, body: () => Promise<void>) => {
    current = name;
    const stepStarted = Date.now();
    await body();
    const problems = await page.problems();
    if (problems.length > 0) throw new Error(`the page reported problems:\n${formatProblems(problems)}`);
    steps.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  };
  try {
    await journey.run({
      page,
      engine: engine.name,
      width: width.width,
      phone: width.name === 'phone',
      shared,
      files: options.files,
      step,
    });
    return { ok: true, ms: Date.now() - started, steps };
  } catch (error) {
    let message = (error as Error).message;
    // What the page reported up to the failure helps read it (an error before a timeout).
    const problems = await page.problems().catch(() => []);
    if (problems.length > 0 && !message.includes('the page reported problems'))
      message += `\nthe page also reported:\n${formatProblems(problems)}`;
    const screenshot = join(
      options.outDir,
      `${engine.name}-${width.width}-${slug(journey.name)}--${slug(current)}.png`,
    );
    const saved = await driver
      .screenshot(screenshot)
      .then(() => screenshot)
      .catch(() => undefined);
    return {
      ok: false,
      ms: Date.now() - started,
      steps,
      failure: { step: current, message, ...(saved ? { screenshot: saved } : {}) },
    };
  } finally {
    await driver.close().catch(() => undefined);
  }
}
