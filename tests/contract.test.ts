import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '@mocks/handlers/all';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { buildOpenApi, endpointsOf, serializeOpenApi } from '../scripts/openapi';

const endpoints = endpointsOf(catalogue);
const label = (ep: { id: string; method: string; path: string }) => `${ep.id} (${ep.method} ${ep.path})`;

function requestFor(ep: { method: string; path: string }): Request {
  return new Request(`http://localhost${ep.path.replace(/\{\w+\}/g, '1')}`, { method: ep.method });
}

/** The handler MSW would pick for a request: the first one that matches. */
async function firstMatch(request: Request): Promise<RequestHandler | undefined> {
  for (const handler of handlers) {
    if (await handler.test({ request: request.clone() })) return handler;
  }
  return undefined;
}

/** `*` + path with `:param` segments, as MSW paths are written, back to the `{param}` form. */
function declaredPathOf(handler: RequestHandler): string | null {
  const info = handler.info as { path?: unknown };
  return typeof info.path === 'string' ? info.path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}') : null;
}

describe('the API contract', () => {
  it('has declarations to check', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('docs/openapi.json matches the catalogue', () => {
    // A string, not `new URL()`: under jsdom, URL is jsdom's and node:url rejects it.
    const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json');
    const stale = 'docs/openapi.json is stale: run npm run api:contract';
    expect(existsSync(file), stale).toBe(true);
    const expected = serializeOpenApi(buildOpenApi(catalogue));
    const actual = readFileSync(file, 'utf8');
    if (actual !== expected) expect(JSON.parse(actual), stale).toEqual(JSON.parse(expected));
    expect(actual === expected, `${stale} (formatting differs)`).toBe(true);
  });

  it('every path starts with /api', () => {
    const offenders = endpoints.filter((ep) => !ep.path.startsWith('/api/')).map(label);
    expect(offenders).toEqual([]);
  });

  it('no two declarations share method and path', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const ep of endpoints) {
      const key = `${ep.method} ${ep.path}`;
      const other = seen.get(key);
      if (other) duplicates.push(`${key}: ${other} and ${ep.id}`);
      seen.set(key, ep.id);
    }
    expect(duplicates).toEqual([]);
  });

  it('ids are unique', () => {
    const ids = endpoints.map((ep) => ep.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every declaration has a demo handler', async () => {
    const missing: string[] = [];
    for (const ep of endpoints) {
      if (!(await firstMatch(requestFor(ep)))) missing.push(label(ep));
    }
    expect(missing, 'declared calls without a demo handler in mocks/handlers').toEqual([]);
  });

  it("no demo handler shadows another declaration's handler", async () => {
    const shadowed: string[] = [];
    for (const ep of endpoints) {
      const handler = await firstMatch(requestFor(ep));
      const path = handler ? declaredPathOf(handler) : null;
      if (handler && path !== null && path !== ep.path) shadowed.push(`${label(ep)} is answered by ${path}`);
    }
    expect(shadowed, 'reorder handlers so literal paths come before {param} paths').toEqual([]);
  });
});
