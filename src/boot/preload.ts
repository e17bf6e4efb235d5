/**
 * The boot script: under 2 KB that index.html runs before the app. It starts the
 * downloads the first screen needs (its route code, styles and messages) at once, next to
 * the framework, instead of after the framework has been fetched and run. The app's own
 * requests for the same files then find them already on the way.
 *
 * For a stored session it also adds the session script (`session.ts`), which starts the
 * refresh, the profile and the dashboard's first calls, which otherwise wait for the
 * framework too. That code is a script of its own so that the sign-in screen, where no
 * session is stored, does not download it.
 *
 * Built on its own into one self-contained script (`scripts/build/boot-preload.ts`), which
 * puts the build's manifest in place of `__LANDING_MANIFEST__` and the session script's
 * address in place of `__SESSION_SCRIPT__`.
 */
import {
  BOOT_SESSION_GLOBAL,
  BOOT_SESSION_STARTED,
  type BootRefresh,
  type BootSession,
} from '@/api/http/boot-session';
import { bundledCatalogueFor, startLanguage } from '@/i18n/languages';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { hasStoredSession } from '@/lib/storage';
import { readHashToken } from '@/session/hash-token';
import { startGuestCalls } from './guest-start';
import { type LandingManifest, landingFiles } from './landing-files';

declare const __LANDING_MANIFEST__: LandingManifest;
declare const __SESSION_SCRIPT__: string;
/** The backend's origin (`VITE_API_URL`); empty: this site's. */
declare const __API_URL__: string;

const { location } = window;
const stored = hasStoredSession();
const handover = readHashToken(location.hash) !== null;

// A stored session (not replaced by a hand-over link) starts its refresh, profile and, on
// the dashboard, its first data as soon as the session script has arrived. The app may run
// before that: it finds this stand-in and waits for the script's session, so the load still
// refreshes once. A script that fails to load leaves the refresh to the app.
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

// A guest's first screen asks for its messages and the language list: asked here and
// adopted by the app (`guest-start.ts`, `boot-public.ts`).
const language = startLanguage();
if (!stored && !handover)
  startGuestCalls(
    __API_URL__.replace(/\/+$/, '') || location.origin,
    language,
    bundledCatalogueFor(language) === language,
  );

const files = landingFiles(__LANDING_MANIFEST__, {
  signedIn: stored || handover,
  path: location.pathname,
  catalogue: bundledCatalogueFor(language),
  wide: !window.matchMedia?.(MOBILE_QUERY).matches,
});

for (const href of files) {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // The app asks for its code and styles in CORS mode (`crossorigin`); a hint in another
  // mode would be a second download, not a head start.
  link.crossOrigin = '';
  // Absolute, as the app's own preload hints are: it skips a file that already has one.
  link.href = new URL(href, document.baseURI).href;
  // Those calls go first: on HTTP/1.1 (six connections to a host) the twenty-odd downloads
  // would otherwise hold each of them back by several round trips. Each call is a few
  // hundred bytes; the downloads keep every free connection.
  if (session) link.fetchPriority = 'low';
  document.head.append(link);
}
