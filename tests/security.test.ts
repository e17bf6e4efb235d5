import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A string, not `new URL()`: under jsdom, URL is jsdom's and node:url rejects it.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
/** The one module allowed to write web storage (it holds the list of allowed keys). */
const STORAGE_MODULE = 'src/lib/storage.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && entry.name !== 'routeTree.gen.ts' ? [path] : [];
  });
}

/** Writes to web storage: setItem, index or property assignment. */
const STORAGE_WRITE =
  /\b(?:localStorage|sessionStorage)\s*(?:\??\.\s*setItem\s*\(|\[[^\]]+\]\s*=(?!=)|\.\s*(?!getItem|removeItem|clear|key|length)[A-Za-z_$][\w$]*\s*=(?!=))/;

function storageWrites(text: string): string[] {
  return text.split('\n').filter((line) => STORAGE_WRITE.test(line));
}

/** The argument text of every console.* call (balanced parentheses, strings skipped). */
function consoleCalls(text: string): string[] {
  const calls: string[] = [];
  const start = /\bconsole\s*\.\s*\w+\s*\(/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    let depth = 1;
    let quote: string | null = null;
    let i = match.index + match[0].length;
    for (; i < text.length && depth > 0; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
    }
    calls.push(text.slice(match.index, i));
  }
  return calls;
}

const SECRET = /token|password|passwd|secret|\botp\b|pin_?code/i;

describe('the scanners', () => {
  it('spot storage writes and secret-bearing console calls (so an empty result means something)', () => {
    expect(
      storageWrites("localStorage.setItem('access_token', t);\nwindow.sessionStorage['x'] = 1;"),
    ).toHaveLength(2);
    expect(storageWrites("localStorage.getItem('lang'); if (localStorage.length === 0) {}")).toEqual([]);
    const calls = consoleCalls(
      "console.log('refresh', fn(a, b), tokens);\nconsole.error('failed (', code, ')');",
    );
    expect(calls).toHaveLength(2);
    expect(calls.filter((call) => SECRET.test(call))).toEqual(["console.log('refresh', fn(a, b), tokens)"]);
  });
});

describe('client security rules', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('has source files to scan', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it(`writes web storage only through ${STORAGE_MODULE} (the spec's allowed keys)`, () => {
    const offenders = files
      .filter((file) => file.path.split('\\').join('/') !== STORAGE_MODULE)
      .flatMap((file) => storageWrites(file.text).map((line) => `${file.path}: ${line.trim()}`));
    expect(offenders, `use writeStorage() from ${STORAGE_MODULE}`).toEqual([]);
  });

  it('never logs tokens, passwords or codes', () => {
    const offenders = files.flatMap((file) =>
      consoleCalls(file.text)
        .filter((call) => SECRET.test(call))
        .map((call) => `${file.path}: ${call.slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });
});
