/**
 * The session script, which the boot script (`boot.ts`) adds for a stored session: it
 * starts the refresh, the profile and, on the dashboard, its first GETs (`session-start.ts`)
 * and leaves them for the boot script's stand-in, which the app adopts (`boot-session.ts`).
 */
import { BOOT_SESSION_STARTED, type BootSession } from '@/api/http/boot-session';
import { landingPath } from '@/lib/safe-path';
import type { BootCalls } from './call-templates';
import { startSession } from './session-start';

/** Written in by the build (`vite-plugin.ts`, from `calls.ts`). */
declare const __BOOT_CALLS__: BootCalls;

const { location } = window;
(globalThis as typeof globalThis & Record<typeof BOOT_SESSION_STARTED, BootSession>)[BOOT_SESSION_STARTED] =
  startSession(landingPath(true, location.pathname) === '/' && location.search === '', __BOOT_CALLS__);
