import { authDb } from './db/auth';
import { resetDatabase } from './db/database';

/** A failure rule: which requests fail, and how. */
export interface FailRule {
  /** A substring of the path (`store/settings`), `*` for all, or a rate `0.2` (20 % of calls). */
  match: string;
  kind: 'network' | number;
  /** Only these methods (empty = all). Saves are usually `POST`. */
  methods: string[];
}

interface Config {
  latency: number;
  fail: FailRule[];
  /** Milliseconds the refresh call's answer takes after the token has been rotated. */
  refreshDelay: number;
}

const config: Config = { latency: 0, fail: [], refreshDelay: 0 };

/** `store/settings`, `store/settings:network`, `*:503`, `0.3`, `POST store:500` */
export function parseFailRules(text: string): FailRule[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [methodOrMatch, maybeMatch] = part.includes(' ') ? part.split(/\s+/, 2) : [undefined, part];
      const spec = maybeMatch ?? methodOrMatch ?? '';
      const [match = '*', kind = '500'] = spec.split(':');
      return {
        match,
        kind: kind === 'network' ? 'network' : Number(kind) || 500,
        methods: maybeMatch && methodOrMatch ? [methodOrMatch.toUpperCase()] : [],
      } satisfies FailRule;
    });
}

function cookies(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k) out[k] = decodeURIComponent(rest.join('='));
  }
  return out;
}

function ruleHits(rule: FailRule, request: Request, path: string): boolean {
  if (rule.methods.length && !rule.methods.includes(request.method)) return false;
  const rate = Number(rule.match);
  if (!Number.isNaN(rate) && rate > 0 && rate <= 1) return Math.random() < rate;
  return rule.match === '*' || path.includes(rule.match);
}

export const demoConfig = {
  /** Latency and failure for one API request (server config plus the page's cookies). */
  forRequest(request: Request): { latency: number; fail: 'network' | number | null } {
    const path = new URL(request.url).pathname;
    const jar = cookies(request);
    const latency = Number(jar['mock-latency'] ?? '') || config.latency;
    const rules = [...config.fail, ...parseFailRules(jar['mock-fail'] ?? '')];
    const hit = rules.find((rule) => ruleHits(rule, request, path));
    return { latency, fail: hit ? hit.kind : null };
  },

  /**
   * How long the refresh call's answer is held back after the rotation (server config or the
   * `mock-refresh-delay` cookie): the refresh token is spent the moment the call arrives, as on
   * a real backend, and a page that leaves before the answer comes never sees the new one.
   */
  refreshDelay(request: Request): number {
    return Number(cookies(request)['mock-refresh-delay'] ?? '') || config.refreshDelay;
  },

  /** Demo-only control calls under /api/__demo (not part of the product's contract). */
  async handleControl(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/__demo/')) return null;
    const action = url.pathname.slice('/api/__demo/'.length);
    if (request.method === 'POST' && action === 'reset') {
      resetDatabase();
      config.latency = 0;
      config.fail = [];
      config.refreshDelay = 0;
      return Response.json({ data: { ok: true } });
    }
    if (request.method === 'POST' && action === 'expire-access') {
      // Every access token stops working: the next call answers 401 and must refresh once.
      authDb.expireAccess();
      return Response.json({ data: { ok: true } });
    }
    if (request.method === 'GET' && action === 'refresh-stats') {
      return Response.json({ data: authDb.refreshStats() });
    }
    if (request.method === 'POST' && action === 'config') {
      const body = (await request.json().catch(() => ({}))) as {
        latency?: number;
        fail?: string;
        accessTtl?: number;
        refreshDelay?: number;
      };
      config.latency = Number(body.latency ?? 0) || 0;
      config.fail = parseFailRules(body.fail ?? '');
      config.refreshDelay = Number(body.refreshDelay ?? 0) || 0;
      // Short-lived access tokens for the refresh drills (seconds; default 300).
      if (body.accessTtl !== undefined) authDb.setAccessTtl(Number(body.accessTtl) || 300);
      return Response.json({
        data: { latency: config.latency, fail: config.fail, refreshDelay: config.refreshDelay },
      });
    }
    return Response.json({ messages: ['not_found'] }, { status: 404 });
  },

  /** Cookies to set when a page is opened with ?mock-latency= / ?mock-fail= / ?mock-spec= / ?mock-figures= / ?mock-refresh-delay= (for demos). */
  cookiesFromPageUrl(url: URL): string[] {
    const out: string[] = [];
    for (const name of ['mock-latency', 'mock-fail', 'mock-spec', 'mock-figures', 'mock-refresh-delay']) {
      const value = url.searchParams.get(name);
      if (value !== null) out.push(`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`);
    }
    return out;
  },
};
