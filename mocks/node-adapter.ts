import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { demoConfig } from './demo-config';
import { handlers } from './handlers/all';
import { errorResponse } from './lib/define';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** JSON and text answers of at least this size go out gzipped, as any production API's would. */
const COMPRESS_FROM_BYTES = 1024;

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

async function writeResponse(res: ServerResponse, response: Response, req: IncomingMessage) {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    res.setHeader(key, value);
  });
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (body.length >= COMPRESS_FROM_BYTES && /json|text/.test(type)) {
    res.setHeader('vary', 'accept-encoding');
    if (acceptsGzip(req)) {
      body = gzipSync(body);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', body.length);
    }
  }
  res.end(body);
}

/**
 * Answers one /api request with the demo handlers (used by `npm start` and `npm run dev`).
 * Latency and failure injection come from the `mock-latency` / `mock-fail` cookies (set
 * by opening any page with those query parameters) or from POST /api/__demo/config.
 */
export async function handleNodeRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = toRequest(req, `http://${req.headers.host ?? 'localhost'}`);
  const url = new URL(request.url);
  const control = await demoConfig.handleControl(request);
  if (control) return writeResponse(res, control, req);

  const injected = demoConfig.forRequest(request);
  if (injected.latency > 0) await pause(injected.latency);
  if (injected.fail === 'network') {
    req.socket.destroy();
    return;
  }
  if (injected.fail) return writeResponse(res, errorResponse(injected.fail, ['unknown_error']), req);

  const response = await getResponse(handlers, request);
  if (response) return writeResponse(res, response, req);
  return writeResponse(res, errorResponse(404, ['not_found'], { path: url.pathname }), req);
}
