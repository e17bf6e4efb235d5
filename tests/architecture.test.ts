import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Resolves an import specifier of a project file to a repo-relative path (or null for packages). */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('@mocks/')) base = join(root, 'mocks', spec.slice(7));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  /** `import('…')`: loaded when first needed. */
  dynamic: boolean;
}

function edges(): Edge[] {
  const out: Edge[] = [];
  for (const file of [...files(join(root, 'src')), ...files(join(root, 'mocks'))]) {
    if (/\.test\.tsx?$/.test(file) || file.endsWith('routeTree.gen.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const found = [
      ...[...text.matchAll(IMPORT)].map((match) => ({ match, dynamic: false })),
      ...[...text.matchAll(DYNAMIC)].map((match) => ({ match, dynamic: true })),
    ];
    for (const { match, dynamic } of found) {
      const to = resolveImport(file, match[1] as string);
      if (to)
        out.push({
          from: relative(root, file),
          to,
          typeOnly: /^\s*(import|export)\s+type\s/.test(match[0]),
          dynamic,
        });
    }
  }
  return out;
}

const all = edges();
const area = (path: string) => path.split('/').slice(0, 3).join('/');

describe('Architecture: layers import in one direction', () => {
  it('src/api imports no feature, route, component or session code', () => {
    const bad = all.filter(
      (e) => e.from.startsWith('src/api/') && /^src\/(features|routes|components|session|i18n)\//.test(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the UI kit and the form kit import neither the API, features, routes nor the session', () => {
    const bad = all.filter(
      (e) =>
        /^src\/components\/(ui|form|feedback)\//.test(e.from) &&
        /^src\/(api|features|routes|session)\//.test(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('src/lib imports nothing above it', () => {
    const bad = all.filter(
      (e) => e.from.startsWith('src/lib/') && /^src\/(api|features|routes|components|session)\//.test(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('features never import other features', () => {
    const bad = all.filter(
      (e) =>
        e.from.startsWith('src/features/') && e.to.startsWith('src/features/') && area(e.from) !== area(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('nothing below the routes imports a route file', () => {
    const bad = all.filter(
      (e) =>
        !e.from.startsWith('src/routes/') && e.to.startsWith('src/routes/') && e.from !== 'src/router.tsx',
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the demo backend uses only the API contract (and what it needs), never UI code', () => {
    const bad = all.filter(
      (e) => e.from.startsWith('mocks/') && /^src\/(features|routes|components|session|i18n)\//.test(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('product code never imports the demo backend', () => {
    const bad = all.filter((e) => e.from.startsWith('src/') && e.to.startsWith('mocks/'));
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('there are no import cycles', () => {
    const graph = new Map<string, string[]>();
    for (const e of all.filter((edge) => !edge.typeOnly))
      graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (node: string) => {
      state.set(node, 'visiting');
      stack.push(node);
      for (const next of graph.get(node) ?? []) {
        if (state.get(next) === 'visiting')
          cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(node, 'done');
    };
    for (const node of graph.keys()) if (!state.has(node)) visit(node);
    expect(cycles).toEqual([]);
  });

  it('code that loads on first use is imported there as types only (Base UI Select, the wide table)', () => {
    const deferred: [string, string][] = [
      ['src/components/ui/deferred-select.tsx', 'src/components/ui/select.tsx'],
      [
        'src/features/dashboard/components/transaction-history.tsx',
        'src/features/dashboard/components/transaction-table.tsx',
      ],
      ['src/features/dashboard/components/statistics-row.tsx', 'src/components/ui/select.tsx'],
    ];
    const missing = deferred.filter(([from, to]) => !all.some((e) => e.from === from && e.to === to));
    expect(missing).toEqual([]);
    const bad = all.filter(
      (e) => !e.typeOnly && !e.dynamic && deferred.some(([from, to]) => e.from === from && e.to === to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the scanner sees the real graph (sanity check)', () => {
    expect(all.some((e) => e.from === 'src/main.tsx' && e.to === 'src/app.tsx')).toBe(true);
  });
});
