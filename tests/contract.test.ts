import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '@mocks/handlers/all';
import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { buildAssumptions } from '../scripts/api-assumptions';
import {
  type AnyEndpoint,
  buildOpenApi,
  endpointsOf,
  queryDiscriminator,
  serializeOpenApi,
} from '../scripts/openapi';

const endpoints = endpointsOf(catalogue);
const label = (ep: AnyEndpoint) => `${ep.id} (${ep.method} ${ep.path})`;

/** A request for the call: `{params}` filled with 1, plus the query that selects it (e.g. short=1). */
function requestFor(ep: AnyEndpoint): Request {
  const query = new URLSearchParams(queryDiscriminator(ep)).toString();
  const url = `http://localhost${ep.path.replace(/\{\w+\}/g, '1')}${query ? `?${query}` : ''}`;
  return new Request(url, { method: ep.method });
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

  it('docs/api-assumptions.md lists every field and parameter beyond SPEC, as the catalogue declares them', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api-assumptions.md');
    expect(
      existsSync(file) && readFileSync(file, 'utf8'),
      'docs/api-assumptions.md is stale: run npm run api:contract',
    ).toBe(buildAssumptions(catalogue));
  });

  it('every path starts with /api', () => {
    const offenders = endpoints.filter((ep) => !ep.path.startsWith('/api/')).map(label);
    expect(offenders).toEqual([]);
  });

  it('no two declarations share method and path unless a constant query parameter tells them apart', () => {
    const groups = new Map<string, AnyEndpoint[]>();
    for (const ep of endpoints) {
      const key = `${ep.method} ${ep.path}`;
      groups.set(key, [...(groups.get(key) ?? []), ep]);
    }
    const clashes: string[] = [];
    for (const [key, group] of groups) {
      if (group.length < 2) continue;
      const selectors = group.map((ep) => JSON.stringify(queryDiscriminator(ep)));
      // At most one call without a selector, and no two calls with the same selector.
      if (new Set(selectors).size !== group.length)
        clashes.push(`${key}: ${group.map((ep) => ep.id).join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it('ids are unique', () => {
    const ids = endpoints.map((ep) => ep.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every declaration has a demo handler that answers', async () => {
    const missing: string[] = [];
    for (const ep of endpoints) {
      const matched = await firstMatch(requestFor(ep));
      const answered = matched ? await getResponse(handlers, requestFor(ep)) : undefined;
      if (!matched || !answered) missing.push(label(ep));
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
