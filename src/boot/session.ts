/**
 * The session script: the boot script (`preload.ts`) adds it only for a stored session, so
 * the sign-in screen never downloads the refresh's code. It starts the refresh, the profile
 * and, on the dashboard, its first data (`session-start.ts`) and leaves them for the boot
 * script's stand-in, which the app adopts (`boot-session.ts`).
 *
 * Built on its own into one self-contained script (`scripts/build/boot-preload.ts`).
 */
import { BOOT_SESSION_STARTED, type BootSession } from '@/api/http/boot-session';
import { landingPath } from '@/session/safe-path';
import { startSession } from './session-start';

/** The backend's origin (`VITE_API_URL`); empty: this site's. */
declare const __API_URL__: string;

const { location } = window;
(globalThis as typeof globalThis & Record<typeof BOOT_SESSION_STARTED, BootSession>)[BOOT_SESSION_STARTED] =
  startSession(
    __API_URL__.replace(/\/+$/, '') || location.origin,
    landingPath(true, location.pathname) === '/' && location.search === '',
  );
