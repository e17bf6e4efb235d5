// Small helpers shared by the bench modules: paths, statistics, timeouts, clean-up.
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('../../.bench/', import.meta.url));

export const KB = 1024;
export const toKB = (bytes) => Math.round((bytes / KB) * 10) / 10;
export const round = (value, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Rejects with a clear message when `promise` takes longer than `ms`. */
export function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${label}: timed out after ${Math.round(ms / 1000)} s`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A figure that could not be measured because the screen does not exist (yet). */
export const missing = (reason) => ({ status: 'missing', reason });
/** A figure whose measurement broke: counts as a failure. */
export const broken = (error) => ({ status: 'error', reason: firstLine(error) });

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches ANSI colour codes.
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** An error's message without Playwright's call log and colour codes. */
export function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return stripAnsi(text).split('\nCall log:')[0].trim();
}
export const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

let muted = false;
export function log(message) {
  if (!muted) process.stderr.write(`[bench] ${message}\n`);
}

// Clean-up: async steps for an orderly end, plus synchronous kills for a hard exit.
const cleanups = [];
const hardKills = new Set();

export function onCleanup(step) {
  cleanups.push(step);
}

/** Kills a child process group on any exit, even process.exit() from a timeout. */
export function killOnExit(child) {
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  hardKills.add(kill);
  child.once('exit', () => hardKills.delete(kill));
  return kill;
}

/** Stops, cleaning up: measurements still running in the background fail silently from now on. */
export async function runCleanup() {
  muted = true;
  while (cleanups.length) {
    const step = cleanups.pop();
    await withTimeout(Promise.resolve().then(step), 15_000, 'clean-up').catch((error) =>
      process.stderr.write(`[bench] clean-up step failed: ${error.message}\n`),
    );
  }
  for (const kill of hardKills) kill();
}

process.on('exit', () => {
  for (const kill of hardKills) kill();
});
