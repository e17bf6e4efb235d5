import { landingPath } from '@/session/safe-path';

/**
 * What the build knows about the files of the first screen (written into the boot script by
 * `scripts/build/boot-preload.ts`). Paths are absolute (`/assets/…`), as the app requests them.
 */
export interface LandingManifest {
  /** The guest layout (around the sign-in and password screens). */
  guest: readonly string[];
  /** The sign-in screen on top of it. */
  login: readonly string[];
  /** The signed-in layout: the shared `app` chunk, the layout's route parts, their styles. */
  signedIn: readonly string[];
  /** The sending half of the HTTP layer: every signed-in load refreshes its token at once. */
  transport: readonly string[];
  /** The dashboard (`/`) on top of the layout. */
  dashboard: readonly string[];
  /** The dashboard's wide transaction table, loaded lazily and on wide screens only. */
  wideTable: readonly string[];
  /** Per bundled language: the core messages (every screen) and the signed-in rest. */
  catalogues: Readonly<Record<string, { core: readonly string[]; rest: readonly string[] }>>;
}

export interface Landing {
  /** A refresh token is stored, or a hand-over token is in the address. */
  signedIn: boolean;
  path: string;
  /** The bundled catalogue the start language uses. */
  catalogue: string;
  /** A wide screen (not MOBILE_QUERY): the dashboard shows the table, not cards. */
  wide?: boolean;
}

/**
 * The files the first screen will ask for once the framework has run, to fetch alongside
 * it instead: the screen the route guards will end on (`landingPath`, as the router's own
 * landing preload), its code and its messages.
 */
export function landingFiles(manifest: LandingManifest, landing: Landing): string[] {
  const messages = manifest.catalogues[landing.catalogue];
  const files = [...(messages?.core ?? [])];
  const path = landingPath(landing.signedIn, landing.path);
  if (landing.signedIn) {
    files.push(...(messages?.rest ?? []), ...manifest.transport, ...manifest.signedIn);
    if (path === '/') files.push(...manifest.dashboard, ...(landing.wide ? manifest.wideTable : []));
  } else {
    files.push(...manifest.guest);
    if (/^\/login(\/|$)/.test(path)) files.push(...manifest.login);
  }
  return [...new Set(files)];
}
