/**
 * The boot script: under 2 KB that index.html runs before the app. It starts the
 * downloads the first screen needs (its route code, styles and messages) at once, next to
 * the framework, instead of after the framework has been fetched and run. The app's own
 * requests for the same files then find them already on the way.
 *
 * For a stored session it also starts the refresh, the profile and the dashboard's first
 * calls (`session-start.ts`), which otherwise wait for the framework too.
 *
 * Built on its own into one self-contained script (`scripts/build/boot-preload.ts`), which
 * puts the build's manifest in place of `__LANDING_MANIFEST__`.
 */
import { bundledCatalogueFor, startLanguage } from '@/i18n/languages';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { hasStoredSession } from '@/lib/storage';
import { readHashToken } from '@/session/hash-token';
import { landingPath } from '@/session/safe-path';
import { type LandingManifest, landingFiles } from './landing-files';
import { startSession } from './session-start';

declare const __LANDING_MANIFEST__: LandingManifest;
/** The backend's origin (`VITE_API_URL`); empty: this site's. */
declare const __API_URL__: string;

const { location } = window;
const stored = hasStoredSession();
const handover = readHashToken(location.hash) !== null;

// A stored session (not replaced by a hand-over link) starts its refresh, profile and, on
// the dashboard, its first data now (session-start.ts).
const session = stored && !handover;
if (session)
  startSession(
    __API_URL__.replace(/\/+$/, '') || location.origin,
    landingPath(true, location.pathname) === '/' && location.search === '',
  );

const files = landingFiles(__LANDING_MANIFEST__, {
  signedIn: stored || handover,
  path: location.pathname,
  catalogue: bundledCatalogueFor(startLanguage()),
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
