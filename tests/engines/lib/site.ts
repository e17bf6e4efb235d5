import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DemoServer, startDemoServer } from '../../../mocks/server';

export const PROBE_PATH = '/__engines/probe.js';

/**
 * The production build as the engines see it: a copy of dist/ whose index.html runs the error
 * probe (page/probe.js) as its very first script, served by the demo server on 127.0.0.1.
 *
 * Why a script in the page and not the driver's "script before the page": WebKitWebDriver
 * (WebKitGTK 2.50) has neither a log endpoint nor WebDriver BiDi (a session asking for
 * `webSocketUrl` is refused), so nothing can run before the app there; a probe added after a
 * load would miss what goes wrong during the load. The probe comes from the same origin, so the
 * deployed CSP (`script-src 'self'`) allows it unchanged, and both engines run the same probe
 * the same way. The build itself is untouched: only this copy's index.html has one more tag.
 */
export async function startProbedSite(distDir: string, workDir: string): Promise<DemoServer> {
  const site = join(workDir, 'site');
  await rm(site, { recursive: true, force: true });
  await cp(distDir, site, { recursive: true });
  const indexFile = join(site, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  if (!html.includes('<head>')) throw new Error('dist/index.html has no <head> to put the probe in');
  await writeFile(indexFile, html.replace('<head>', `<head>\n    <script src="${PROBE_PATH}"></script>`));
  await mkdir(join(site, '__engines'), { recursive: true });
  await copyFile(fileURLToPath(new URL('../page/probe.js', import.meta.url)), join(site, PROBE_PATH));
  return startDemoServer({ port: 0, host: '127.0.0.1', distDir: site });
}
