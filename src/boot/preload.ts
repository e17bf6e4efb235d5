/**
 * The boot script: under 2 KB that index.html runs before the app. It starts the
 * downloads the first screen needs (its route code, styles and messages) at once, next to
 * the framework, instead of after the framework has been fetched and run. The app's own
 * requests for the same files then find them already on the way.
 *
 * Built on its own into one self-contained module script (`scripts/build/boot-preload.ts`),
 * which puts the build's manifest in place of `__LANDING_MANIFEST__`.
 */
import { bundledCatalogueFor, startLanguage } from '@/i18n/languages';
import { hasStoredSession } from '@/lib/storage';
import { readHashToken } from '@/session/hash-token';
import { type LandingManifest, landingFiles } from './landing-files';

declare const __LANDING_MANIFEST__: LandingManifest;

const files = landingFiles(__LANDING_MANIFEST__, {
  signedIn: hasStoredSession() || readHashToken(window.location.hash) !== null,
  path: window.location.pathname,
  catalogue: bundledCatalogueFor(startLanguage()),
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
  document.head.append(link);
}
