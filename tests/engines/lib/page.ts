import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ElementRef, EngineDriver, KeyName } from './drivers';

/**
 * The journeys' API, the same in every engine: elements are found by role and accessible name,
 * label or text as Testing Library finds them (its UMD build runs inside the page), actions wait
 * until their element can take them, and checks wait for a state. Nothing sleeps for a fixed
 * time: every wait polls a condition until it holds or its time is up.
 */

const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
const QUERIES = readFileSync(new URL('../page/queries.js', import.meta.url), 'utf8');
const MISSING = 'ENGINES_HELPERS_MISSING';

export type Name = string | RegExp;

type Pattern = string | { source: string; flags: string };
type Step =
  | { by: 'role'; role: string; name?: Pattern; level?: number; nth?: number }
  | { by: 'label'; text: Pattern; nth?: number }
  | { by: 'text'; text: Pattern; nth?: number }
  | { by: 'css'; selector: string; nth?: number };

interface ElementState {
  visible: boolean;
  disabled: boolean;
  value: string | null;
  text: string;
  checked: string | null;
  expanded: string | null;
}

export interface Problem {
  kind: string;
  text: string;
  path: string;
}

const pattern = (name: Name): Pattern =>
  typeof name === 'string' ? name : { source: name.source, flags: name.flags };
const show = (name: Name | undefined) =>
  name === undefined ? '' : typeof name === 'string' ? ` "${name}"` : ` ${name}`;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Page {
  /** How long a wait or an action waits by default (generous: the machine may be busy). */
  timeout = 30_000;

  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  /** Polls `check` until it gives a value (not null, undefined or false), or fails after the timeout. */
  async waitUntil<T>(
    what: string,
    check: () => Promise<T | null | undefined | false>,
    timeout = this.timeout,
  ): Promise<T> {
    const deadline = Date.now() + timeout;
    let last = '';
    // Asked often at first, then less: every query runs in the page, on the thread the app
    // needs, and a loaded machine makes the engines slow enough already.
    let pause = 50;
    for (;;) {
      try {
        const value = await check();
        if (value !== null && value !== undefined && value !== false) return value;
        last = '';
      } catch (error) {
        // A query during a navigation finds no page: it is asked again. What it said is kept.
        last = (error as Error).message.split('\n')[0] ?? '';
      }
      if (Date.now() >= deadline)
        throw new Error(`Timed out after ${timeout} ms waiting for ${what}${last ? ` (last: ${last})` : ''}`);
      await delay(pause);
      pause = Math.min(pause * 2, 400);
    }
  }

  /** Calls `window.__engines[method]` in the page, injecting the query helpers first where missing. */
  private async call(
    method: string,
    steps: Step[],
    asElement: true,
    options?: object,
  ): Promise<ElementRef | string | null>;
  private async call<T>(method: string, steps: Step[], asElement?: false): Promise<T>;
  private async call<T>(
    method: string,
    steps: Step[],
    asElement = false,
    options: object = {},
  ): Promise<T | ElementRef | string | null> {
    const expression = `(window.__engines || (() => { throw new Error('${MISSING}'); })()).${method}(${JSON.stringify(steps)}, ${JSON.stringify(options)})`;
    try {
      return asElement ? await this.driver.element(expression) : await this.driver.evaluate<T>(expression);
    } catch (error) {
      if (!String((error as Error).message).includes(MISSING)) throw error;
      await this.driver.execute(`${TESTING_LIBRARY}\n;${QUERIES}`);
      return asElement ? await this.driver.element(expression) : await this.driver.evaluate<T>(expression);
    }
  }

  /** The first match once it can take an action (`still`: and has not moved for two frames). */
  findElement(steps: Step[], still = true) {
    return this.call('actionable', steps, true, { still });
  }

  state(steps: Step[]): Promise<ElementState | null> {
    return this.call<ElementState | null>('state', steps);
  }

  count(steps: Step[]): Promise<number> {
    return this.call<number>('count', steps);
  }

  /** Starts an in-page watch for a match of the steps (see `Locator.watch`). */
  watch(steps: Step[]): Promise<number> {
    return this.call<number>('watch', steps);
  }

  seen(id: number): Promise<boolean> {
    return this.driver.evaluate<boolean>(`window.__engines.seen(${id})`);
  }

  focusForTyping(steps: Step[]): Promise<boolean> {
    return this.call<boolean>('focusForTyping', steps);
  }

  /** What the probe recorded on pages that have been left since the last `problems()`. */
  private carried: Problem[] = [];

  /** Loads `path` (a full page load) and waits for the load event. */
  async goto(path: string): Promise<void> {
    // The records of the page being left go with it: taken first.
    const origin = await this.driver.evaluate<string>('location.origin').catch(() => '');
    if (origin === new URL(this.baseUrl).origin) this.carried.push(...(await this.problems()));
    await this.driver.goto(new URL(path, this.baseUrl).href);
  }

  /**
   * Starts loading `path` (a full page load) and returns as soon as the new document runs,
   * without waiting for its load event: for what happens while the page is still loading.
   */
  async open(path: string): Promise<void> {
    this.carried.push(...(await this.problems()));
    const href = new URL(path, this.baseUrl).href;
    await this.driver.evaluate(
      `(window.__enginesLeft = true, setTimeout(() => location.assign(${JSON.stringify(href)})), 0)`,
    );
    await this.waitUntil(`the page at ${path} to start`, () =>
      this.driver.evaluate<boolean>(`!window.__enginesLeft && location.href === ${JSON.stringify(href)}`),
    );
  }

  url(): Promise<URL> {
    return this.driver.evaluate<string>('location.href').then((href) => new URL(href));
  }

  async waitForUrl(test: RegExp | ((url: URL) => boolean), timeout = this.timeout): Promise<URL> {
    const matches = typeof test === 'function' ? test : (url: URL) => test.test(url.pathname + url.search);
    return this.waitUntil(
      `the address to match ${test}`,
      async () => {
        const url = await this.url();
        return matches(url) ? url : null;
      },
      timeout,
    );
  }

  /** Evaluates an expression in the page (JSON back). */
  evaluate<T>(expression: string): Promise<T> {
    return this.driver.evaluate<T>(expression);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  press(key: KeyName): Promise<void> {
    return this.driver.press(key);
  }

  screenshot(path: string): Promise<void> {
    return this.driver.screenshot(path);
  }

  /**
   * What the probe (page/probe.js) recorded since the last call: errors, rejections, console
   * errors, failed resources and CSP violations. A page without the probe is a problem too.
   */
  async problems(): Promise<Problem[]> {
    const taken = await this.driver.evaluate<Problem[] | null>(
      'window.__enginesProbe ? window.__enginesProbe.take() : null',
    );
    const carried = this.carried.splice(0, this.carried.length);
    return [
      ...carried,
      ...(taken ?? [{ kind: 'no probe', text: 'the error probe is not on this page', path: '' }]),
    ];
  }

  getByRole(role: string, options: { name?: Name; level?: number } = {}): Locator {
    return new Locator(this, []).getByRole(role, options);
  }

  getByLabel(text: Name): Locator {
    return new Locator(this, []).getByLabel(text);
  }

  getByText(text: Name): Locator {
    return new Locator(this, []).getByText(text);
  }

  locator(selector: string): Locator {
    return new Locator(this, []).locator(selector);
  }
}

export class Locator {
  constructor(
    private readonly page: Page,
    private readonly steps: Step[],
    private readonly label = '',
  ) {}

  private add(step: Step, label: string): Locator {
    return new Locator(this.page, [...this.steps, step], this.label ? `${this.label} > ${label}` : label);
  }

  getByRole(role: string, { name, level }: { name?: Name; level?: number } = {}): Locator {
    return this.add(
      {
        by: 'role',
        role,
        ...(name === undefined ? {} : { name: pattern(name) }),
        ...(level === undefined ? {} : { level }),
      },
      `${role}${show(name)}${level ? ` (level ${level})` : ''}`,
    );
  }

  getByLabel(text: Name): Locator {
    return this.add({ by: 'label', text: pattern(text) }, `labelled${show(text)}`);
  }

  getByText(text: Name): Locator {
    return this.add({ by: 'text', text: pattern(text) }, `text${show(text)}`);
  }

  locator(selector: string): Locator {
    return this.add({ by: 'css', selector }, `css ${selector}`);
  }

  /** The `index`-th match of the last step (negative: from the end). */
  nth(index: number): Locator {
    const last = this.steps.at(-1);
    if (!last) throw new Error('nth() needs a query before it');
    return new Locator(
      this.page,
      [...this.steps.slice(0, -1), { ...last, nth: index }],
      `${this.label} [${index}]`,
    );
  }

  toString(): string {
    return this.label;
  }

  state(): Promise<ElementState | null> {
    return this.page.state(this.steps);
  }

  count(): Promise<number> {
    return this.page.count(this.steps);
  }

  /**
   * Waits until a match is visible (with `hidden`, until none is; with `attached`, until one is
   * in the page, seen or not, as a file input behind its label).
   */
  async waitFor({
    state = 'visible',
    timeout,
  }: {
    state?: 'visible' | 'hidden' | 'attached';
    timeout?: number;
  } = {}) {
    await this.page.waitUntil(
      `${this} to be ${state}`,
      async () => {
        const now = await this.state();
        if (state === 'attached') return now !== null;
        return state === 'visible' ? now?.visible === true : !now?.visible;
      },
      timeout,
    );
  }

  /** Waits until the first match's state passes `test`, and returns that state. */
  waitForState(
    what: string,
    test: (state: ElementState) => boolean,
    timeout?: number,
  ): Promise<ElementState> {
    return this.page.waitUntil(
      `${this} ${what}`,
      async () => {
        const now = await this.state();
        return now && test(now) ? now : null;
      },
      timeout,
    );
  }

  /**
   * Starts watching for a match now, for a message that shows for a moment after an action
   * ("Saved", "Logo updated"): `seen()` then waits until one has been visible since the watch
   * began, however short its life, without racing the polls. Start it before the action.
   */
  async watch(): Promise<{ seen(timeout?: number): Promise<void> }> {
    const id = await this.page.watch(this.steps);
    return {
      seen: async (timeout?: number) => {
        await this.page.waitUntil(`${this} to show`, () => this.page.seen(id), timeout);
      },
    };
  }

  /** The first match once it is visible, enabled, still and not covered. */
  private async actionable(timeout?: number, still = true): Promise<ElementRef> {
    let reason = 'not found';
    return this.page
      .waitUntil(
        `${this} to take an action`,
        async () => {
          const found = await this.page.findElement(this.steps, still);
          if (found === null || typeof found === 'string') {
            reason = found ?? 'not found';
            return null;
          }
          return found;
        },
        timeout,
      )
      .catch((error: Error) => {
        throw new Error(`${error.message}: ${reason}`);
      });
  }

  /**
   * Clicks the first match with the driver's pointer once it can take the click (`still: false`:
   * without waiting two frames for it to be still, for a control that never moves). When the
   * element is replaced between finding and clicking (a re-render), it is found again: the
   * click has not happened then.
   */
  async click({ timeout, still = true }: { timeout?: number; still?: boolean } = {}): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const element = await this.actionable(timeout, still);
      try {
        await this.page.driver.click(element);
        return;
      } catch (error) {
        const message = (error as Error).message;
        const replaced = /stale|detached|not connected|no such element|not attached/i.test(message);
        if (!replaced || attempt >= 3) throw new Error(`click on ${this} failed: ${message}`);
      }
    }
  }

  /** Replaces the value of a text field by typing `text` key by key. */
  async fill(text: string): Promise<void> {
    await this.actionable();
    const focused = await this.page.focusForTyping(this.steps);
    if (!focused) throw new Error(`${this} did not take the focus`);
    if (text === '') await this.page.press('Backspace');
    else await this.page.type(text);
  }

  /**
   * Picks the option with this value in a native <select> as a keyboard user would: the focus
   * goes to it first (a select may fill its list then), the option is chosen once it is there,
   * and the input and change events follow. (The engines draw a select's list outside the
   * page, where no driver can click.)
   */
  async selectOption(value: string): Promise<void> {
    await this.actionable();
    const select = `window.__engines.find(${JSON.stringify(this.steps)})`;
    await this.page.evaluate(`${select}.focus()`);
    await this.page.waitUntil(`${this} to offer ${value}`, () =>
      this.page.evaluate<boolean>(
        `[...${select}.options].some((option) => option.value === ${JSON.stringify(value)})`,
      ),
    );
    // A controlled select (React) may put its old value back until the app has acted on the
    // change: what the choice did is for the journey to check.
    await this.page.evaluate(`(() => {
      const select = ${select};
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
      setter.call(select, ${JSON.stringify(value)});
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    })()`);
  }

  /** Gives a file input these files (the input may be visually hidden, as most are). */
  async setFiles(path: string): Promise<void> {
    const element = await this.page.waitUntil(`${this} to exist`, async () => {
      const found = await this.page.findElement(this.steps);
      // A hidden file input is "not visible" for a click, yet takes files.
      if (found === 'not visible') {
        const plain = await this.page.driver.element(`window.__engines.find(${JSON.stringify(this.steps)})`);
        return plain !== null && typeof plain !== 'string' ? plain : null;
      }
      return found !== null && typeof found !== 'string' ? found : null;
    });
    await this.page.driver.setFiles(element, path);
  }
}
