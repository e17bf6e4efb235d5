import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { demoConfig } from './demo-config';
import { serveDemoMedia } from './media';
import { handleNodeRequest } from './node-adapter';

/**
 * The demo server behind `npm start`: serves the production build from dist/ and answers
 * /api/* with the demo backend. Plain node:http, no framework.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' } as const;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
const MIN_COMPRESS_BYTES = 1024;

interface Asset {
  key: string;
  raw: Buffer;
  etag: string;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
}

export interface DemoServerOptions {
  /** 0 picks a free port. Default: PORT or 4173. */
  port?: number;
  /** Default: HOST or 127.0.0.1. */
  host?: string;
  /** Default: dist/ of the project. */
  distDir?: string;
  /** Files served when dist/ lacks them. Default: public/ of the project. */
  publicDir?: string;
}

export interface DemoServer {
  url: string;
  close: () => Promise<void>;
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function acceptsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** Everything Vite writes under assets/ carries a content hash in its name. */
function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const distDir = resolve(options.distDir ?? resolve(ROOT, 'dist'));
  const publicDir = resolve(options.publicDir ?? resolve(ROOT, 'public'));
  const port = options.port ?? (Number(process.env.PORT) || 4173);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const indexFile = resolve(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `No build found (dist/index.html is missing): run \`npm run build\` or \`npm start\` first.`,
    );
  }

  const cache = new Map<string, Asset>();

  async function loadAsset(file: string): Promise<Asset | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.size}-${info.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.key === key) return cached;
    const asset: Asset = {
      key,
      raw: await readFile(file),
      etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`,
    };
    cache.set(file, asset);
    return asset;
  }

  /** A file of dist/ (or public/) for a URL path; null when there is none or the path is unsafe. */
  async function findFile(pathname: string): Promise<{ file: string; asset: Asset } | null> {
    const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
    if (relative.includes('\0') || relative.split('/').some((seg) => seg.startsWith('.'))) return null;
    for (const dir of [distDir, publicDir]) {
      const file = resolve(dir, relative);
      if (!file.startsWith(dir + sep)) return null;
      const asset = await loadAsset(file);
      if (asset) return { file, asset };
    }
    return null;
  }

  async function encoded(asset: Asset, encoding: 'br' | 'gzip'): Promise<Buffer> {
    if (encoding === 'br') {
      asset.br ??= brotliAsync(asset.raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: asset.raw.length,
        },
      });
      return asset.br;
    }
    asset.gzip ??= gzipAsync(asset.raw, { level: 9 });
    return asset.gzip;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    asset: Asset,
    cacheControl: string,
  ): Promise<void> {
    const ext = extname(file).toLowerCase();
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', asset.etag);
    const compressible = COMPRESSIBLE.has(ext) && asset.raw.length >= MIN_COMPRESS_BYTES;
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? await encoded(asset, encoding) : asset.raw;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendIndex(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const asset = await loadAsset(indexFile);
    if (!asset) return sendText(res, 500, 'dist/index.html disappeared: rebuild');
    const cookies = demoConfig.cookiesFromPageUrl(url);
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    return sendFile(req, res, indexFile, asset, 'no-cache');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleNodeRequest(req, res);
    // Demo pictures (store logos, currency icons) live in mocks/, never in a build.
    if (url.pathname.startsWith('/media/') && (await serveDemoMedia(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, 'Bad Request');
    }
    if (pathname === '/' || pathname === '/index.html') return sendIndex(req, res, url);
    const found = await findFile(pathname);
    if (found) {
      const cacheControl = isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(req, res, found.file, found.asset, cacheControl);
    }
    // SPA fallback: client routes (no file extension) get the app shell.
    const lastSegment = pathname.split('/').pop() ?? '';
    if (acceptsHtml(req) && !extname(lastSegment)) return sendIndex(req, res, url);
    return sendText(res, 404, 'Not Found');
  }

  /** Compresses the build's text assets in the background, so first loads do not wait for brotli. */
  async function warmUp(): Promise<void> {
    const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const ext = extname(entry.name).toLowerCase();
      if (!entry.isFile() || !COMPRESSIBLE.has(ext)) continue;
      const asset = await loadAsset(resolve(entry.parentPath, entry.name));
      if (asset && asset.raw.length >= MIN_COMPRESS_BYTES)
        await Promise.all([encoded(asset, 'br'), encoded(asset, 'gzip')]);
    }
  }
  warmUp().catch((error: unknown) => console.error('[demo-server] pre-compression failed', error));

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[demo-server]', req.method, req.url, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ messages: ['unknown_error'] }));
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

async function main(): Promise<void> {
  const server = await startDemoServer();
  console.log('');
  console.log(`  Merchant cabinet demo: ${server.url}`);
  console.log(`  Sign in with ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`);
  console.log(
    '  Demo e-mails and login codes are printed here. Demo knobs: ?mock-latency=800, ?mock-fail=store/settings,',
  );
  console.log(
    '  ?mock-spec=minimal|alternate (SPEC.md fields only | every value in its other form; DEMO_SPEC= for the',
  );
  console.log('  whole server), ?mock-figures=wide (every amount with 12 integer digits),');
  console.log('  ?mock-refresh-delay=1500 (the refresh spends the token at once and answers 1.5 s later)');
  if (process.env.DEMO_SPEC)
    console.log(`  Demo backend mode ${process.env.DEMO_SPEC}: on for every request.`);
  console.log('  Press Ctrl+C to stop.');
  console.log('');
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
