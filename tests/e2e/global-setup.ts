import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../mocks/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts one demo server for the whole e2e run on a free port, serving the existing dist/. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(
      'No build in dist/: run `npm run build` first (`npm run test:e2e` builds when dist/ is missing).',
    );
  }
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', distDir });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
