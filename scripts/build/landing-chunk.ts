import type { Plugin } from 'vite';
import {
  DASHBOARD,
  FEEDBACK_VIEWS,
  GUEST,
  GUEST_LAYOUT,
  LAYOUT,
  LOGIN,
  ROUTE_PART,
  ROUTE_TREE,
  SCREEN_PART,
  SIGN_IN_CALL,
  TRANSPORT,
  walk,
} from './route-parts.ts';

/**
 * One chunk for what every signed-in screen and the dashboard share.
 *
 * Left to automatic splitting, the signed-in layout and the dashboard arrive as about thirty
 * small chunks (one per shared component, query module or stylesheet). Over HTTP/1.1 a
 * browser opens six connections per host, so those requests queue in five or six rounds,
 * each a full round trip on a phone network, between the framework and the first figures
 * on screen. This plugin reads the module graph once it is complete and names the modules
 * for one `app` chunk (and so one stylesheet):
 *
 * - everything the signed-in layout (`_app.tsx`, all its split parts) statically imports;
 * - the signed-in routes (`routeTree.gen.ts`, with the signed-in screens' route definitions and
 *   search schemas), which the router imports for a session;
 * - what the dashboard (`_app/index.tsx`) statically imports and some other screen also uses;
 * - never what the entry already loads, and never a lazily imported piece (the graph is
 *   walked along static imports only);
 * - never what a guest screen may load: the guest routes, and what the entry loads lazily
 *   outside the signed-in routes (the second-factor dialog can open at sign-in), so nothing
 *   on the way to signing in needs this chunk.
 *
 * The dashboard's own components stay in its route chunk, so a deep link to another screen
 * does not download them.
 */
export interface LandingChunk {
  plugin: Plugin;
  /** The `test` of the code-splitting group: true for a module of the `app` chunk. */
  test: (id: string) => boolean;
  /**
   * The `test` of the `guest` group: a module the sign-in screen imports (guestRoots) that
   * the signed-in side may load too (signInSplit).
   */
  guestTest: (id: string) => boolean;
  /** The `test` of the `guest-only` group: what only the guest screens use (signInSplit). */
  guestOnlyTest: (id: string) => boolean;
  /** The `test` of the `shared` group (landingChunks). */
  sharedTest: (id: string) => boolean;
  /** What a first send needs (transportModules): for the `shared` group. */
  transportTest: (id: string) => boolean;
  /** The `test` of the `sign-in-call` group (signInCallModules). */
  signInCallTest: (id: string) => boolean;
}

interface Graph {
  statics: Map<string, readonly string[]>;
  /** Lazy imports: importer -> imported. */
  dynamics: Map<string, readonly string[]>;
  entries: string[];
}

/**
 * The modules of the `app` and `shared` chunks, from the complete module graph.
 *
 * `shared`: what the signed-in layout or the dashboard imports that `app` may not take because
 * a guest screen or a piece the entry loads lazily on the way in (the second-factor dialog,
 * the routers' loading and error views) imports it too, and that the sign-in screen itself
 * does not load. Left alone, each such module becomes a chunk of a few hundred bytes and a
 * request of its own on the dashboard; together they are one. The sign-in screen never needs
 * it; the rarer guest screens and the second-factor dialog load it (a few KB) when they open.
 */
export function landingChunks(graph: Graph, framework: RegExp): { app: Set<string>; shared: Set<string> } {
  const reach = (roots: Iterable<string>) => walk(roots, (id) => graph.statics.get(id) ?? []);
  const initial = reach(graph.entries);
  const lazy = new Set([...graph.dynamics.values()].flat());
  // What the guest screens can load: their route parts, and what the entry loads lazily
  // outside the signed-in routes (the second-factor dialog, the catalogues, the hand-over).
  const loadedByEntry = new Set([...initial].flatMap((id) => graph.dynamics.get(id) ?? []));
  // The signed-in routes (the generated tree, which the router imports for a session) come
  // with the layout: a signed-in load needs both before its first screen.
  const layout = reach([...lazy].filter((id) => LAYOUT.test(id) || ROUTE_TREE.test(id)));
  // A module the entry loads lazily that the signed-in layout imports anyway (the areas'
  // loading shapes, the router's default pending view) belongs with the layout.
  const guestSide = [...lazy].filter(
    (id) => GUEST.test(id) || (loadedByEntry.has(id) && !ROUTE_PART.test(id) && !layout.has(id)),
  );
  const elsewhere = reach(
    [...lazy].filter((id) => !LAYOUT.test(id) && !ROUTE_TREE.test(id) && !DASHBOARD.test(id)),
  );
  const guest = reach(guestSide);
  const free = (id: string) => (!initial.has(id) || framework.test(id)) && !guest.has(id);
  const dashboard = reach([...lazy].filter((id) => DASHBOARD.test(id)));
  const app = new Set<string>();
  for (const id of layout) if (free(id)) app.add(id);
  for (const id of dashboard) if (free(id) && (elsewhere.has(id) || layout.has(id))) app.add(id);

  // What the sign-in screen itself loads (not its loading or error views, which need not be quick).
  const signIn = reach(
    [...lazy].filter((id) => (LOGIN.test(id) || GUEST_LAYOUT.test(id)) && SCREEN_PART.test(id)),
  );
  const shared = new Set<string>();
  for (const id of new Set([...layout, ...dashboard])) {
    if (
      guest.has(id) &&
      (!initial.has(id) || framework.test(id)) &&
      !signIn.has(id) &&
      !ROUTE_PART.test(id)
    ) {
      shared.add(id);
    }
  }
  return { app, shared };
}

/** The modules of the `app` chunk (landingChunks). */
export function landingModules(graph: Graph, framework: RegExp): Set<string> {
  return landingChunks(graph, framework).app;
}

/**
 * The roots of the `guest` chunk: our modules that the sign-in route and the guest layout
 * import directly (the login page, the guest layout), leaving out what the entry already
 * loads (the route files themselves). The bundler adds what they import in turn, except
 * what a group of higher priority (the framework) takes, so the chunk holds what /login
 * needs beyond the entry, whatever the files are called.
 */
export function guestRoots(graph: Pick<Graph, 'statics' | 'entries'>, src: string): Set<string> {
  const initial = walk(graph.entries, (id) => graph.statics.get(id) ?? []);
  const roots = new Set<string>();
  for (const [id, imported] of graph.statics) {
    if (!LOGIN.test(id) && !GUEST_LAYOUT.test(id)) continue;
    for (const target of imported) {
      if (target.startsWith(`${src}/`) && !ROUTE_PART.test(target) && !initial.has(target)) roots.add(target);
    }
  }
  return roots;
}

/**
 * The sign-in screen's modules beyond the entry (`guestRoots` and what they import), in two:
 * - `guestOnly`: what no signed-in screen, the entry or a lazily loaded piece outside the
 *   guest screens can reach (the sign-in form, the guest frame, their styles): the `guest-only`
 *   chunk, which a signed-in load never downloads;
 * - `shared`: the rest (messages, session, HTTP layer, fields and buttons): the `guest`
 *   chunk, which both ways in load.
 */
export function signInSplit(
  graph: Graph,
  roots: Iterable<string>,
): { guestOnly: Set<string>; shared: Set<string> } {
  const reach = (from: Iterable<string>) => walk(from, (id) => graph.statics.get(id) ?? []);
  const lazy = new Set([...graph.dynamics.values()].flat());
  const others = reach([...graph.entries, ...[...lazy].filter((id) => !GUEST.test(id))]);
  const guestOnly = new Set<string>();
  const shared = new Set<string>();
  for (const id of reach(roots)) (others.has(id) ? shared : guestOnly).add(id);
  return { guestOnly, shared };
}

/**
 * The modules of the `guest` and `guest-only` groups (signInSplit). `guest` leaves the
 * framework libraries' modules to the bundler, which brings those our modules use (a barrel
 * would name every hook of a library); other packages the sign-in screen shares with the
 * signed-in side are named like our modules. (The sign-in form sends through Query's mutation
 * cache without the mutation hook, so the hook and its observer go with the signed-in forms'
 * `shared` chunk.) `guest-only` takes the sign-in route's and the guest layout's own parts too:
 * one request, not three.
 */
export function guestChunks(
  graph: Graph,
  src: string,
  framework: RegExp,
): { guest: Set<string>; guestOnly: Set<string> } {
  const roots = guestRoots(graph, src);
  if (roots.size === 0) return { guest: new Set(), guestOnly: new Set() };
  const split = signInSplit(graph, roots);
  const guest = new Set([...split.shared].filter((id) => !framework.test(id)));
  const routeParts = [...graph.statics.keys()].filter(
    (id) => (LOGIN.test(id) || GUEST_LAYOUT.test(id)) && SCREEN_PART.test(id),
  );
  return { guest, guestOnly: new Set([...split.guestOnly, ...routeParts]) };
}

/**
 * The sending half of the HTTP layer (`exchange.ts`: ky, the token refresh, the second
 * factor; the auth endpoints the refresh names) and what only it imports. `request()` loads
 * it on the first send (a guest screen warms it on the first focus or tap), so the sign-in
 * screen draws without it; a stored session's load fetches it at once (the boot script's
 * signed-in list). It goes with the `shared` chunk, which the dashboard loads anyway and a
 * guest who signs in lands on: one download. With it, the views of the toasts and the save
 * indicator (`feedback-views.ts`), which the feedback layer loads with the first message: a
 * message mostly tells how a call went, so they are there when it comes.
 */
export function transportModules(graph: Pick<Graph, 'statics' | 'entries'>): Set<string> {
  const reach = (roots: Iterable<string>) => walk(roots, (id) => graph.statics.get(id) ?? []);
  const initial = reach(graph.entries);
  const roots = [...graph.statics.keys()].filter((id) => TRANSPORT.test(id) || FEEDBACK_VIEWS.test(id));
  return new Set([...reach(roots)].filter((id) => !initial.has(id)));
}

/**
 * The sign-in call (`sign-in-call.ts`) and what it imports beyond the entry and the sending
 * code (the captcha): one small chunk that the sign-in screen loads on the first focus or
 * send, instead of a chunk each. The signed-in load never needs it.
 */
export function signInCallModules(
  graph: Pick<Graph, 'statics' | 'entries'>,
  transport: Set<string>,
): Set<string> {
  const reach = (roots: Iterable<string>) => walk(roots, (id) => graph.statics.get(id) ?? []);
  const initial = reach(graph.entries);
  const roots = [...graph.statics.keys()].filter((id) => SIGN_IN_CALL.test(id));
  return new Set([...reach(roots)].filter((id) => !initial.has(id) && !transport.has(id)));
}

/**
 * `framework`: the libraries of the framework group. Their barrels make every export look
 * reachable from the entry, but the bundler keeps only what the entry uses there (that group
 * has a higher priority); the rest, such as a hook only screens call, may come here.
 */
export function landingChunk(framework: RegExp, src: string): LandingChunk {
  let chosen = new Set<string>();
  let guest = new Set<string>();
  let guestOnly = new Set<string>();
  let shared = new Set<string>();
  let transport = new Set<string>();
  let signInCall = new Set<string>();
  const plugin: Plugin = {
    name: 'landing-chunk',
    apply: 'build',
    buildEnd() {
      const statics = new Map<string, readonly string[]>();
      const dynamics = new Map<string, readonly string[]>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        statics.set(id, info.importedIds);
        dynamics.set(id, info.dynamicallyImportedIds);
        if (info.isEntry) entries.push(id);
      }
      ({ app: chosen, shared } = landingChunks({ statics, dynamics, entries }, framework));
      // The route parts are found by the router plugin's `?tsr-split=` ids: if that naming
      // changes, fail the build instead of silently going back to thirty small chunks.
      if (chosen.size === 0) this.error('landing-chunk: found no module of the signed-in layout');
      ({ guest, guestOnly } = guestChunks({ statics, dynamics, entries }, src, framework));
      if (guestOnly.size === 0) this.error('landing-chunk: found no module the sign-in route imports');
      transport = transportModules({ statics, entries });
      if (transport.size === 0) this.error('landing-chunk: found no module of the HTTP transport');
      signInCall = signInCallModules({ statics, entries }, transport);
    },
  };
  return {
    plugin,
    test: (id) => chosen.has(id),
    guestTest: (id) => guest.has(id),
    guestOnlyTest: (id) => guestOnly.has(id),
    sharedTest: (id) => shared.has(id),
    transportTest: (id) => transport.has(id),
    signInCallTest: (id) => signInCall.has(id),
  };
}
