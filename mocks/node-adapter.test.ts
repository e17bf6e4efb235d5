import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from './node';
import { handleNodeRequest } from './node-adapter';

let server: Server;
let origin: string;

beforeAll(async () => {
  // These requests must reach a real socket: msw's interception stays off in this file.
  mswServer.close();
  server = createServer((req, res) => void handleNodeRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Raw bytes as sent (Node's fetch would decompress them silently). */
async function rawGet(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo server answers', () => {
  it('a large JSON answer goes out gzipped to a client that accepts gzip', async () => {
    const answer = await rawGet('/api/get-content?app=cabinet&lang=en', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    const json = JSON.parse(gunzipSync(answer.body).toString('utf8')) as { data: unknown };
    expect(json.data).toBeTypeOf('object');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('a client that does not accept gzip gets the plain JSON', async () => {
    const answer = await rawGet('/api/get-content?app=cabinet&lang=en', {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('data');
  });

  it('a small answer is sent as is', async () => {
    const answer = await rawGet('/api/enums?enum=languages', { 'accept-encoding': 'gzip' });
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
