/**
 * The boot script, about 1 KB that index.html runs before anything else. It starts the
 * downloads of the first screen's code, styles and messages (`landing.ts`) next to the
 * framework's, instead of after the framework has run. For a
 * stored session (not replaced by a hand-over link) it adds the session script
 * (`session.ts`), which starts the refresh, the profile and the dashboard's first GETs
 * while the framework downloads. The sign-in screen, with no session stored, downloads
 * neither that script nor its code.
 *
 * The app may run before the session script has arrived: it finds the stand-in left here
 * and waits for the script's session, so the load still refreshes once. A script that fails
 * to load leaves the refresh to the app.
 */
import {
  BOOT_SESSION_GLOBAL,
  BOOT_SESSION_STARTED,
  type BootRefresh,
  type BootSession,
} from '@/api/http/boot-session';
import { readHashToken } from '@/api/http/hash-token';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { hasStoredSession } from '@/lib/storage';
import { type LandingFiles, landingFiles } from './landing';

/** Written in by the build (`vite-plugin.ts`). */
declare const __SESSION_SCRIPT__: string;
declare const __LANDING_FILES__: LandingFiles;

const stored = hasStoredSession();
const handover = readHashToken(window.location.hash) !== null;
const session = stored && !handover;

if (session) {
  const scope = globalThis as typeof globalThis & {
    [BOOT_SESSION_GLOBAL]?: BootSession;
    [BOOT_SESSION_STARTED]?: BootSession;
  };
  const script = document.createElement('script');
  const started = new Promise<BootSession | undefined>((resolve) => {
    script.onload = script.onerror = () => resolve(scope[BOOT_SESSION_STARTED]);
  });
  scope[BOOT_SESSION_GLOBAL] = {
    refresh: started.then((real): Promise<BootRefresh> | BootRefresh => real?.refresh ?? { kind: 'failed' }),
    early: started.then((real) => real?.early ?? null),
  };
  script.src = __SESSION_SCRIPT__;
  script.fetchPriority = 'high';
  document.head.append(script);
}

for (const href of landingFiles(
  __LANDING_FILES__,
  stored || handover,
  window.location.pathname,
  !window.matchMedia?.(MOBILE_QUERY).matches,
)) {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // The app asks for its code and styles in CORS mode; a hint in another mode would be a
  // second download, not a head start.
  link.crossOrigin = '';
  // Absolute, as Vite's own preload hints are: the app skips a file that already has one.
  link.href = new URL(`/${href}`, document.baseURI).href;
  // The session's calls go first: each is a few hundred bytes the first screen waits for.
  if (session) link.fetchPriority = 'low';
  document.head.append(link);
}
