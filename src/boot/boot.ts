/**
 * The boot script, one classic script that index.html runs before anything else.
 *
 * For a stored session (not replaced by a hand-over link) it starts the refresh every load
 * begins with, then the profile and, on the dashboard, its first GETs (`session-start.ts`),
 * while the framework downloads, and leaves them for the app (`boot-session.ts`). It then
 * starts the downloads of the first screen's code, styles and messages (`landing.ts`) next
 * to the framework's, instead of after the framework has run.
 *
 * Once the page has loaded and the browser is idle, it registers the refresh worker, so a
 * merchant's browser has one from the sign-in screen on (`refresh-owner.ts`).
 *
 * A session's first call leaves as soon as this script has arrived: one round trip after
 * the page, not two (README.md in this folder). A script that fails to load leaves the
 * refresh to the app, which then registers the worker on its first refresh.
 */
import { BOOT_SESSION_GLOBAL, type WithBootSession } from '@/api/http/boot-session';
import { readHashToken } from '@/api/http/hash-token';
import { registerRefreshWorker } from '@/api/http/refresh-owner';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { landingPath } from '@/lib/safe-path';
import { hasStoredSession } from '@/lib/storage';
import { onIdle } from '@/lib/wait';
import type { BootCalls } from './call-templates';
import { type LandingFiles, landingFiles } from './landing';
import { startSession } from './session-start';

/** Written in by the build (`vite-plugin.ts`; the calls from `calls.ts`). */
declare const __BOOT_CALLS__: BootCalls;
declare const __LANDING_FILES__: LandingFiles;

const { location } = window;
const stored = hasStoredSession();
const handover = readHashToken(location.hash) !== null;
const session = stored && !handover;

if (session) {
  const dashboard = landingPath(true, location.pathname) === '/' && location.search === '';
  (globalThis as WithBootSession)[BOOT_SESSION_GLOBAL] = startSession(dashboard, __BOOT_CALLS__);
}

for (const href of landingFiles(
  __LANDING_FILES__,
  stored || handover,
  location.pathname,
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

addEventListener('load', () => onIdle(registerRefreshWorker), { once: true });
