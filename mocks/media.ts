import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('./media/', import.meta.url));
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Demo pictures (store logos, currency icons) under /media/: demo data, so they live in
 * mocks/ and never enter a production build. Answers false when the path is not one.
 */
export async function serveDemoMedia(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://demo').pathname;
  const match = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.(svg|png|jpe?g)$/.exec(path);
  if (!match) return false;
  const [, folder, name, ext] = match as unknown as [string, string, string, string];
  try {
    const body = await readFile(`${ROOT}${folder}/${name}.${ext}`);
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=3600',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}
