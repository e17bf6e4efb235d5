import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * The two engines' drivers behind one small interface (page.ts builds the journeys' API on it):
 * - Firefox: Debian's firefox-esr over WebDriver BiDi with puppeteer-core (no geckodriver);
 * - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, driven with selenium-webdriver,
 *   on an Xvfb display (`xvfb-run`).
 * Neither downloads a browser.
 */

export type EngineName = 'firefox' | 'webkit';

declare const elementBrand: unique symbol;
/** An element of the page, as the driver holds it (puppeteer's ElementHandle, selenium's WebElement). */
export interface ElementRef {
  readonly [elementBrand]: true;
}

export type KeyName = 'Enter' | 'Escape' | 'Tab' | 'Backspace';

export interface Viewport {
  width: number;
  height: number;
}

/** One page of a fresh browser profile or context (no cookies, no storage). */
export interface EngineDriver {
  /** Evaluates an expression in the page (awaited when it is a promise); JSON comes back. */
  evaluate<T>(expression: string): Promise<T>;
  /** Runs statements in the page (injecting a script). */
  execute(script: string): Promise<void>;
  /** Evaluates an expression that yields an element, or a string saying why there is none. */
  element(expression: string): Promise<ElementRef | string | null>;
  /** A real pointer click at the element (the driver scrolls it into view). */
  click(element: ElementRef): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  setFiles(element: ElementRef, path: string): Promise<void>;
  goto(url: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Browser and engine versions, as printed at the start of a run. */
  readonly version: string;
  open(viewport: Viewport): Promise<EngineDriver>;
  quit(): Promise<void>;
}

/** The variables every browser starts with: English, the journeys' time zone. */
const BROWSER_ENV = { LANG: 'en_US.UTF-8', LANGUAGE: 'en_US', LC_ALL: 'en_US.UTF-8', TZ: 'Europe/Berlin' };

const asRef = (value: unknown): ElementRef => value as ElementRef;

/** How long one driver command or a new session may take before it counts as hung. */
const COMMAND_MS = 45_000;
const SESSION_MS = 60_000;
/** A page load (the app's scripts fetched and run) on a machine that may be busy. */
const LOAD_MS = 120_000;

/** `work`, or a failure naming `what` when it has not settled within `ms`. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer from the driver within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `quit` may be called again (a failure path): it runs once, later calls share its promise. */
function once(quit: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= quit();
    return done;
  };
}

// ---------------------------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi.

const PUPPETEER_KEYS: Record<KeyName, KeyInput> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  Backspace: 'Backspace',
};

class FirefoxDriver implements EngineDriver {
  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {}

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async execute(script: string): Promise<void> {
    await this.page.evaluate(`${script}\n;undefined`);
  }

  async element(expression: string): Promise<ElementRef | string | null> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement();
    if (element) return asRef(element);
    const value: unknown = await handle.jsonValue();
    await handle.dispose();
    return typeof value === 'string' ? value : null;
  }

  async click(element: ElementRef): Promise<void> {
    await (element as unknown as ElementHandle<Element>).click();
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: KeyName): Promise<void> {
    await this.page.keyboard.press(PUPPETEER_KEYS[key]);
  }

  async setFiles(element: ElementRef, path: string): Promise<void> {
    await (element as unknown as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: LOAD_MS });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  close(): Promise<void> {
    return this.closeContext();
  }
}

export async function launchFirefox(executablePath = '/usr/bin/firefox-esr'): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // A command without an answer fails instead of hanging the run (a page load may take longer).
    protocolTimeout: LOAD_MS + 15_000,
    env: { ...process.env, ...BROWSER_ENV },
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-US, en',
      'intl.locale.requested': 'en-US',
      // The journeys use the keyboard and the pointer; no update or telemetry chatter.
      'app.update.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const version = await browser.version();
  return {
    name: 'firefox',
    version: `Firefox ${version.replace(/^firefox\//i, '')} (Gecko, WebDriver BiDi via puppeteer-core)`,
    async open(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new FirefoxDriver(page, () => context.close());
    },
    quit: once(() => browser.close()),
  };
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitGTK's MiniBrowser with WebKitWebDriver and selenium-webdriver, under Xvfb.

const SELENIUM_KEYS: Record<KeyName, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Backspace: Key.BACK_SPACE,
};

/** What selenium's async script hands back: a value, or the page's error as text. */
type Outcome<T> = { ok: T } | { error: string };

class WebKitDriver implements EngineDriver {
  constructor(
    private readonly driver: WebDriver,
    private readonly onHang: (reason: string) => Promise<void>,
  ) {}

  private async run<T>(expression: string): Promise<T> {
    const outcome = (await this.command('a script', () =>
      this.driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
       Promise.resolve()
         .then(() => (${expression}))
         .then((ok) => done({ ok }), (error) => done({ error: [String(error), error && error.stack].join(' at ') }));`,
      ),
    )) as Outcome<T>;
    if ('error' in outcome) throw new Error(`in the page: ${outcome.error}`);
    return outcome.ok;
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.run<T>(expression);
  }

  /** A command that does not answer within COMMAND_MS fails instead of hanging the run. */
  private command<T>(what: string, work: () => Promise<T>): Promise<T> {
    return within(COMMAND_MS, what, work());
  }

  async execute(script: string): Promise<void> {
    await this.command('a script', () => this.driver.executeScript(script));
  }

  async element(expression: string): Promise<ElementRef | string | null> {
    const value = await this.run<WebElement | string | null>(expression);
    if (value === null || typeof value === 'string') return value;
    return asRef(value);
  }

  async click(element: ElementRef): Promise<void> {
    // A click that starts a page load is answered when the load is done.
    await within(LOAD_MS + 15_000, 'a click', (element as unknown as WebElement).click());
  }

  /**
   * Typed as the WebDriver "element send keys" of the focused element: WebKit types the whole
   * text in one command, several times faster than an action per key (the page still gets
   * every key's events, and a focus that moves on, as in a code's boxes, is followed).
   */
  async type(text: string): Promise<void> {
    await this.command('typing', async () => {
      const focused = await this.driver.switchTo().activeElement();
      await focused.sendKeys(text);
    });
  }

  async press(key: KeyName): Promise<void> {
    await this.command(`the ${key} key`, () => this.driver.actions().sendKeys(SELENIUM_KEYS[key]).perform());
  }

  async setFiles(element: ElementRef, path: string): Promise<void> {
    await this.command('choosing a file', () => (element as unknown as WebElement).sendKeys(path));
  }

  async goto(url: string): Promise<void> {
    // The driver's own page-load timeout (LOAD_MS) answers first; this is for a driver that hangs.
    await within(LOAD_MS + 15_000, `loading ${url}`, this.driver.get(url));
  }

  async screenshot(path: string): Promise<void> {
    await writeFile(path, await this.command('a screenshot', () => this.driver.takeScreenshot()), 'base64');
  }

  async close(): Promise<void> {
    try {
      await this.command('ending the session', () => this.driver.quit());
    } catch (error) {
      await this.onHang((error as Error).message);
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer /status within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface WebKitOptions {
  driverPath?: string;
  browserPath?: string;
}

/** The WebKitWebDriver process on its Xvfb display: started, asked, stopped. */
interface DriverProcess {
  url: string;
  stop(): Promise<void>;
}

async function startWebKitDriver(driverPath: string): Promise<DriverProcess> {
  const port = await freePort();
  // xvfb-run gives WebKitWebDriver (and the MiniBrowser it starts) a display of its own; a
  // group of its own lets stop() end them all together.
  const child = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1600x1000x24', driverPath, `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...BROWSER_ENV } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = once(async () => {
    const pid = child.pid;
    if (child.exitCode !== null || pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-pid, 'SIGTERM');
    // xvfb-run, Xvfb, WebKitWebDriver and MiniBrowser: the whole group, hard after 5 s.
    const hard = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await exited;
    clearTimeout(hard);
  });
  try {
    await waitForDriver(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { url, stop };
}

export async function launchWebKit({
  driverPath = '/usr/bin/WebKitWebDriver',
  browserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
}: WebKitOptions = {}): Promise<Engine> {
  let driverProcess = await startWebKitDriver(driverPath);
  let stopped = false;
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: browserPath,
      // Without --full-screen the toolbar keeps the page at least 447 px wide.
      args: ['--automation', '--full-screen'],
    },
    timeouts: { script: 30_000, pageLoad: LOAD_MS, implicit: 0 },
  };
  /**
   * A driver that stopped answering (a session that never starts or never ends) is replaced
   * before the next journey; the journey it hung in has failed already, with the reason.
   */
  const restart = async (reason: string) => {
    console.warn(`  (WebKitWebDriver restarted: ${reason})`);
    await driverProcess.stop();
    if (!stopped) driverProcess = await startWebKitDriver(driverPath);
  };
  const session = async (viewport: Viewport): Promise<WebDriver> => {
    try {
      const driver = await within(
        SESSION_MS,
        'a new WebKit session',
        new Builder().usingServer(driverProcess.url).withCapabilities(capabilities).build(),
      );
      await within(COMMAND_MS, 'setting the window size', driver.manage().window().setRect(viewport));
      return driver;
    } catch (error) {
      await restart((error as Error).message);
      throw error;
    }
  };
  // The version of the engine library, from a first session.
  const probe = await session({ width: 800, height: 600 });
  const caps = await probe.getCapabilities();
  const userAgent = String(await probe.executeScript('return navigator.userAgent'));
  await probe.quit();
  return {
    name: 'webkit',
    version: `WebKitGTK ${String(caps.get('browserVersion'))} (MiniBrowser, WebKitWebDriver via selenium-webdriver; ${userAgent})`,
    async open(viewport) {
      // A session that does not start is asked for once more, of a restarted driver (it
      // happens about once in a few dozen sessions on a busy machine); no page has run yet.
      const driver = await session(viewport).catch(() => session(viewport));
      return new WebKitDriver(driver, (reason) => restart(reason));
    },
    quit: once(async () => {
      stopped = true;
      await driverProcess.stop();
    }),
  };
}
