import { bundledCatalogueFor, startLanguage } from '@/i18n/languages';
import { landingPath } from '@/lib/safe-path';

/**
 * The files of each piece of a first screen beyond those index.html loads, written into the
 * boot script by the build (`vite-plugin.ts`): `route:<route file>`, `messages:<catalogue>`
 * and `sending` (the sending half of the HTTP layer).
 */
export type LandingFiles = Readonly<Record<string, readonly string[]>>;

/**
 * The files the first screen will ask for once the framework has run: the route the guards
 * will end on (`landingPath`, as the app's own landing preload), its layout, its messages
 * and, for a session (which refreshes at once), the sending code.
 */
export function landingFiles(files: LandingFiles, signedIn: boolean, path: string, wide: boolean): string[] {
  const landing = landingPath(signedIn, path);
  const catalogue = bundledCatalogueFor(startLanguage());
  const keys = [`messages:${catalogue}-core`];
  if (signedIn) {
    keys.push(`messages:${catalogue}`, 'sending', 'route:_app');
    if (landing === '/') keys.push('route:_app/index');
    // Wide screens show the dashboard's transactions as a table, which it loads lazily.
    if (landing === '/' && wide) keys.push('wide-table');
  } else {
    keys.push('route:_guest');
    if (/^\/login(\/|$)/.test(landing)) keys.push('route:_guest/login');
  }
  return [...new Set(keys.flatMap((key) => files[key] ?? []))];
}
