// The bench's side of the HTTPS front (h2-server.mjs): a self-signed certificate made with the
// openssl CLI, the front as a child process per build, and a check that it behaves as
// docs/deploy.md says before anything is measured through it.
import { execFile, fork } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as h2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from './h2-server.mjs';
import { killOnExit, log, onCleanup, ROOT, sleep, withTimeout } from './util.mjs';

const FRONT_SCRIPT = fileURLToPath(new URL('./h2-server.mjs', import.meta.url));
const HOST = '127.0.0.1';

/**
 * A throw-away key and self-signed certificate for 127.0.0.1 in `dir` (under .bench/, never
 * committed), and the base64 SHA-256 of its public key, which Chromium is told to accept
 * (--ignore-certificate-errors-spki-list): the bench's browser trusts this key and no other.
 */
export async function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  await withTimeout(
    promisify(execFile)(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=IP:${HOST},DNS:localhost`,
      ],
      { timeout: 30_000 },
    ),
    35_000,
    'openssl req',
  );
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    certFile,
    keyFile,
    cert,
    spkiSha256: createHash('sha256').update(spki).digest('base64'),
  };
}

/** One front process: `distDir` over HTTP/2 and HTTP/1.1, /api and /media to `upstream`. */
async function launchFront(distDir, upstream, tls) {
  const child = fork(
    FRONT_SCRIPT,
    ['--dist', distDir, '--upstream', upstream, '--cert', tls.certFile, '--key', tls.keyFile],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: [] },
  );
  const kill = killOnExit(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const ready = await withTimeout(
    new Promise((done, fail) => {
      child.on('message', (message) => {
        if (message?.type === 'ready') done(message);
      });
      child.once('exit', (code, signal) =>
        fail(new Error(`front for ${distDir} exited (${signal ?? code}): ${output.trim()}`)),
      );
      child.once('error', fail);
    }),
    30_000,
    `front for ${distDir}`,
  ).catch((error) => {
    kill();
    throw error;
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      log(`front for ${distDir} stopped unexpectedly (${signal ?? `exit ${code}`}): ${output.trim()}`);
  });
  return {
    ...ready,
    alive: () => child.exitCode === null && child.signalCode === null,
    setUpstream: (url) =>
      withTimeout(
        new Promise((done) => {
          const onMessage = (message) => {
            if (message?.type === 'upstream-set' && message.url === url) {
              child.off('message', onMessage);
              done();
            }
          };
          child.on('message', onMessage);
          child.send({ type: 'upstream', url });
        }),
        10_000,
        'front: new upstream',
      ),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      kill();
    },
  };
}

/**
 * A front for `distDir` behind which `server` (server.mjs) answers /api and /media. It follows
 * a restarted demo server; a front that died is started again on new ports (every
 * measurement reads `h2Url` / `h1Url` anew).
 */
export async function startFront(distDir, server, tls, label) {
  let current = await launchFront(distDir, server.url, tls);
  const front = {
    label,
    distDir,
    h2Url: current.h2Url,
    h1Url: current.h1Url,
    restarts: 0,
    alive: () => current.alive(),
    async ensureAlive() {
      if (current.alive()) return;
      front.restarts += 1;
      current = await launchFront(distDir, server.url, tls);
      Object.assign(front, { h2Url: current.h2Url, h1Url: current.h1Url });
      log(`front for ${distDir} restarted on ${front.h2Url} (HTTP/2), ${front.h1Url} (HTTP/1.1)`);
    },
    stop: () => current.stop(),
  };
  server.onRestart(async () => {
    if (current.alive()) await current.setUpstream(server.url);
  });
  onCleanup(() => front.stop());
  log(`front for ${distDir}: ${front.h2Url} (HTTP/2), ${front.h1Url} (HTTP/1.1)`);
  return front;
}

// ---- the check: does the front do what docs/deploy.md says? ----

/** One request over HTTP/2 (verifying the certificate against itself); the ALPN result too. */
function h2Get(baseUrl, cert, path, { method = 'GET', headers = {}, body } = {}) {
  return withTimeout(
    new Promise((done, fail) => {
      const session = h2Connect(baseUrl, { ca: cert });
      session.once('error', fail);
      const stream = session.request({
        ':method': method,
        ':path': path,
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
      });
      const chunks = [];
      let head = {};
      stream.once('response', (h) => {
        head = h;
      });
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.once('end', () => {
        const protocol = session.alpnProtocol;
        session.close();
        done({ status: head[':status'], headers: head, body: Buffer.concat(chunks), protocol });
      });
      stream.once('error', (error) => {
        session.destroy();
        fail(error);
      });
      stream.end(body);
    }),
    15_000,
    `HTTP/2 ${method} ${path}`,
  );
}

/** One request over HTTPS/1.1 or plain HTTP (the demo server). */
function h1Get(baseUrl, cert, path, headers = {}) {
  const url = new URL(path, baseUrl);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return withTimeout(
    new Promise((done, fail) => {
      const req = request(url, { ca: cert, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks = [];
        const protocol = res.socket?.alpnProtocol || 'http/1.1';
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), protocol }),
        );
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    }),
    15_000,
    `GET ${url}`,
  );
}

const text = (answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();

/**
 * Checks the front against docs/deploy.md and the demo server: the protocols negotiated, the
 * caching and compression headers, the SPA fallback and its 404s, the security headers, and
 * /api forwarding (a request body, a cookie and the answer). Answers what is wrong.
 */
export async function checkFront(front, demoUrl, tls) {
  const problems = [];
  const expect = (ok, what) => {
    if (!ok) problems.push(what);
  };
  const assets = readdirSync(resolve(ROOT, front.distDir, 'assets'));
  const script = assets.find((name) => name.endsWith('.js'));
  const demo = await h1Get(demoUrl, null, '/');
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(demo.headers[name] === value, `the demo server's ${name} differs from the front's`);

  const h2 = (path, options) => h2Get(front.h2Url, tls.cert, path, options);
  const index = await h2('/');
  expect(index.protocol === 'h2', `ALPN on the HTTP/2 port gave ${index.protocol}`);
  expect(
    index.status === 200 && /text\/html/.test(index.headers['content-type']),
    'GET / is not the app shell',
  );
  expect(index.headers['cache-control'] === 'no-cache', 'index.html is not no-cache');
  expect(index.headers['content-encoding'] === 'gzip', 'index.html is not gzipped');
  expect(/accept-encoding/i.test(index.headers.vary ?? ''), 'index.html has no Vary: Accept-Encoding');
  for (const name of [...Object.keys(SECURITY_HEADERS), 'strict-transport-security'])
    expect(index.headers[name] !== undefined, `no ${name} header`);
  if (script) {
    const asset = await h2(`/assets/${script}`);
    expect(asset.status === 200, `/assets/${script}: ${asset.status}`);
    expect(
      asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
      '/assets/* is not immutable',
    );
    expect(asset.headers['content-encoding'] === 'gzip', '/assets/*.js is not gzipped');
    expect(/accept-encoding/i.test(asset.headers.vary ?? ''), '/assets/*.js has no Vary: Accept-Encoding');
    const plain = await h2(`/assets/${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding'] === undefined, 'gzip sent to a client that does not take it');
    expect(text(asset) === plain.body.toString(), '/assets/*.js: the gzip answer is not the file');
  }
  expect((await h2('/assets/bench-missing-0000000.js')).status === 404, 'a missing /assets/ file is not 404');
  expect((await h2('/bench-missing.png')).status === 404, 'a missing file with an extension is not 404');
  const route = await h2('/finance/invoice?page=2');
  expect(
    route.status === 200 && route.headers['cache-control'] === 'no-cache' && text(route) === text(index),
    'an extension-less path does not get index.html (200, no-cache)',
  );

  const languages = '/api/enums?enum=languages';
  const viaFront = await h2(languages);
  const direct = await h1Get(demoUrl, null, languages);
  expect(
    viaFront.status === direct.status && text(viaFront) === text(direct),
    `${languages} through the front differs from the demo server's answer`,
  );
  expect(viaFront.headers['cache-control'] === 'no-store', 'the API answer lost its Cache-Control');
  const failed = await h2(languages, { headers: { cookie: 'mock-fail=enums:418' } });
  expect(failed.status === 418, `a cookie did not reach the demo server (${failed.status} instead of 418)`);
  const config = await h2('/api/__demo/config', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latency: 0, fail: '' }),
  });
  expect(
    config.status === 200 && JSON.parse(text(config))?.data?.latency === 0,
    `a POST body did not reach the demo server (${config.status})`,
  );

  const h1 = await h1Get(front.h1Url, tls.cert, '/login');
  expect(h1.protocol === 'http/1.1', `ALPN on the HTTP/1.1 port gave ${h1.protocol}`);
  expect(h1.status === 200 && text(h1) === text(index), 'the HTTP/1.1 port does not serve the same shell');
  return { ok: problems.length === 0, problems, checkedAsset: script ?? null };
}
