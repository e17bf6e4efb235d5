// The bench's HTTPS front: serves a build the way docs/deploy.md's nginx does (gzip with
// Vary: Accept-Encoding, immutable /assets/*, no-cache index.html, the SPA fallback, 404 for a
// missing /assets/ file, the security headers) and forwards /api/* and /media/* to the demo
// server over HTTP/1.1. Two listeners with one handler and one certificate: HTTP/2
// (node:http2 createSecureServer, allowHTTP1: false) and HTTP/1.1 (node:https, ALPN
// http/1.1 only), so the two protocols differ in nothing else.
// The bench runs it as a child process (scripts/bench/front.mjs, over IPC). Alone:
//   node scripts/bench/h2-server.mjs --dist dist --upstream http://127.0.0.1:4173 \
//     --cert cert.pem --key key.pem [--h2-port 8443] [--h1-port 8444]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createSecureServer, constants as h2constants } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import { extname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** What the demo server (mocks/server.ts) sends on every answer; the bench checks they agree. */
export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
/** docs/deploy.md: production adds HSTS over HTTPS (the demo server, plain HTTP, does not). */
const HSTS = 'max-age=31536000; includeSubDomains';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** nginx's `gzip_comp_level 6` of docs/deploy.md (the byte budgets are gzip -9: bytes.mjs). */
const GZIP_LEVEL = 6;
/** nginx's gzip_min_length default. */
const GZIP_MIN_BYTES = 20;
const UPSTREAM_TIMEOUT_MS = 30_000;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
/** nginx: text/html always, plus docs/deploy.md's gzip_types. */
const GZIP_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json']);
/** Connection-specific headers: never forwarded, and forbidden in HTTP/2 answers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'host',
]);

/** Every file of the build, read once: the build does not change during a bench run. */
function loadBuild(distDir) {
  const files = new Map();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = resolve(entry.parentPath, entry.name);
    const urlPath = `/${relative(distDir, file).split(sep).join('/')}`;
    const ext = extname(file).toLowerCase();
    const raw = readFileSync(file);
    const info = statSync(file);
    files.set(urlPath, {
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      raw,
      gzip: GZIP_TYPES.has(ext) && raw.length >= GZIP_MIN_BYTES ? gzipSync(raw, { level: GZIP_LEVEL }) : null,
      compressible: GZIP_TYPES.has(ext),
      etag: `"${Math.trunc(info.mtimeMs).toString(16)}-${raw.length.toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    });
  }
  if (!files.has('/index.html')) throw new Error(`${distDir}: no index.html`);
  return files;
}

function acceptsGzip(header) {
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q ? Number(q.slice(2)) > 0 : true;
  }
  return false;
}

function securityHeaders() {
  return { ...SECURITY_HEADERS, 'strict-transport-security': HSTS };
}

/** Ends an answer that broke half-way: an HTTP/2 stream is reset, an HTTP/1.1 socket closed. */
function abort(res) {
  if (res.stream) res.stream.close(h2constants.NGHTTP2_INTERNAL_ERROR);
  else res.destroy();
}

function sendText(req, res, status, text, extra = {}) {
  const body = Buffer.from(text);
  res.writeHead(status, {
    ...securityHeaders(),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req, res, file, cacheControl) {
  const headers = {
    ...securityHeaders(),
    'content-type': file.type,
    'cache-control': cacheControl,
    etag: file.etag,
    'last-modified': file.lastModified,
  };
  if (file.compressible) headers.vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzip = file.gzip && acceptsGzip(req.headers['accept-encoding']);
  const body = gzip ? file.gzip : file.raw;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The static half: nginx's locations of docs/deploy.md. */
function serveBuild(req, res, files, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(req, res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return sendText(req, res, 400, 'Bad Request');
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment === '..'))
    return sendText(req, res, 400, 'Bad Request');
  const index = files.get('/index.html');
  if (path === '/' || path === '/index.html') return sendFile(req, res, index, 'no-cache');
  const file = files.get(path);
  if (file) return sendFile(req, res, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  // A missing chunk stays a 404 (never the app shell); so does any path with an extension.
  if (path.startsWith('/assets/')) return sendText(req, res, 404, 'Not Found');
  const last = path.split('/').pop() ?? '';
  if (/\.[A-Za-z0-9]+$/.test(last)) return sendText(req, res, 404, 'Not Found');
  // SPA fallback: a client route gets the app shell.
  return sendFile(req, res, index, 'no-cache');
}

/** Forwards one request to the demo server over HTTP/1.1 and its answer back, as a proxy would. */
function forward(req, res, state) {
  const upstream = new URL(state.upstream);
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    // HTTP/2 may split cookies into several fields; HTTP/1.1 wants one header.
    headers[name] = name === 'cookie' && Array.isArray(value) ? value.join('; ') : value;
  }
  // nginx's `proxy_set_header Host $host` and the usual forwarding headers.
  headers.host = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
  headers['x-forwarded-proto'] = 'https';
  headers['x-forwarded-for'] = req.socket?.remoteAddress ?? '127.0.0.1';
  const out = httpRequest(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
      agent: state.agent,
    },
    (answer) => {
      const back = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
      answer.on('error', () => abort(res));
    },
  );
  out.setTimeout(UPSTREAM_TIMEOUT_MS, () => out.destroy(new Error('upstream timed out')));
  out.on('error', (error) => {
    if (!res.headersSent)
      sendText(req, res, error.message === 'upstream timed out' ? 504 : 502, 'Bad Gateway');
    else abort(res);
  });
  // The browser gave up (navigation, abort): so does the upstream request.
  let finished = false;
  res.on('finish', () => {
    finished = true;
  });
  res.on('close', () => {
    if (!finished) out.destroy();
  });
  req.pipe(out);
}

function handler(state) {
  return (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'https://front.invalid');
      if (/^\/(api|media)(\/|$)/.test(pathname)) return forward(req, res, state);
      return serveBuild(req, res, state.files, pathname);
    } catch (error) {
      process.stderr.write(`[h2-front] ${req.method} ${req.url}: ${error?.stack ?? error}\n`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else abort(res);
    }
  };
}

function listen(server, port) {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done(server.address().port);
    });
  });
}

/** Both listeners for one build; answers their URLs, a way to point them at another upstream, and close. */
export async function startFront({ distDir, upstream, cert, key, h2Port = 0, h1Port = 0 }) {
  const state = {
    files: loadBuild(resolve(distDir)),
    upstream,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
  };
  const handle = handler(state);
  // nginx's defaults: 128 concurrent streams per connection, keep-alive for 75 s.
  const h2 = createSecureServer(
    { key, cert, allowHTTP1: false, settings: { maxConcurrentStreams: 128 } },
    handle,
  );
  h2.on('sessionError', () => undefined);
  const h1 = createHttpsServer({ key, cert, ALPNProtocols: ['http/1.1'], keepAliveTimeout: 75_000 }, handle);
  // nginx's `tcp_nodelay on`: small frames and answers go out at once, never held by Nagle.
  for (const server of [h2, h1]) server.on('connection', (socket) => socket.setNoDelay(true));
  const sessions = new Set();
  h2.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const ports = { h2: await listen(h2, h2Port), h1: await listen(h1, h1Port) };
  return {
    h2Url: `https://127.0.0.1:${ports.h2}`,
    h1Url: `https://127.0.0.1:${ports.h1}`,
    setUpstream(url) {
      state.upstream = url;
    },
    close: () =>
      new Promise((done) => {
        for (const session of sessions) session.destroy();
        h1.closeAllConnections();
        state.agent.destroy();
        let open = 2;
        const one = () => {
          open -= 1;
          if (open === 0) done();
        };
        h2.close(one);
        h1.close(one);
      }),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at >= 0 && at + 1 < args.length) return args[at + 1];
    if (fallback === undefined) throw new Error(`${name} is required (see the top of h2-server.mjs)`);
    return fallback;
  };
  const front = await startFront({
    distDir: option('--dist'),
    upstream: option('--upstream'),
    cert: readFileSync(option('--cert')),
    key: readFileSync(option('--key')),
    h2Port: Number(option('--h2-port', '0')),
    h1Port: Number(option('--h1-port', '0')),
  });
  const stop = () => front.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (process.send) {
    // Run by the bench: it points the front at a restarted demo server, and its end is ours.
    process.on('message', (message) => {
      if (message?.type === 'upstream') {
        front.setUpstream(message.url);
        process.send({ type: 'upstream-set', url: message.url });
      }
    });
    process.on('disconnect', stop);
    process.send({ type: 'ready', h2Url: front.h2Url, h1Url: front.h1Url });
  } else {
    process.stdout.write(`HTTP/2   ${front.h2Url}\nHTTP/1.1 ${front.h1Url}\n`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`[h2-front] ${error?.message ?? error}\n`);
    process.exit(1);
  });
}
