import { describe, expect, it } from 'vitest';
import {
  guestChunks,
  guestRoots,
  landingChunks,
  landingModules,
  signInCallModules,
  transportModules,
} from './landing-chunk';

const LAYOUT = '/app/src/routes/_app.tsx?tsr-split=component';
const LAYOUT_PENDING = '/app/src/routes/_app.tsx?tsr-split=pendingComponent';
const DASHBOARD = '/app/src/routes/_app/index.tsx?tsr-split=component';
const FINANCE = '/app/src/routes/_app/finance/index.tsx?tsr-split=component';
const LOGIN = '/app/src/routes/_guest/login.tsx?tsr-split=component';
const LIB = /node_modules[\\/]lib[\\/]/;

/** A small app: an entry, the signed-in layout, the dashboard, another screen, a guest screen. */
function graph() {
  const statics = new Map<string, readonly string[]>([
    [
      '/app/src/main.tsx',
      ['/app/src/http.ts', '/app/node_modules/lib/index.js', '/app/src/routes/_guest/login.tsx'],
    ],
    // The whole route tree, which the router imports for a session: the guest routes (which
    // the entry has) and the signed-in routes' definitions with their search schemas.
    [
      '/app/src/routeTree.gen.ts',
      [
        '/app/src/routes/_guest/login.tsx',
        '/app/src/routes/_app/finance.tsx',
        '/app/node_modules/lib/index.js',
      ],
    ],
    ['/app/src/routes/_app/finance.tsx', ['/app/src/finance/search.ts']],
    ['/app/node_modules/lib/index.js', ['/app/node_modules/lib/used.js', '/app/node_modules/lib/hook.js']],
    [LAYOUT, ['/app/src/shell/nav.tsx', '/app/src/http.ts', '/app/src/profile/queries.ts']],
    [LAYOUT_PENDING, ['/app/src/shell/skeleton.tsx']],
    ['/app/src/shell/nav.tsx', ['/app/src/ui/icons.tsx']],
    [DASHBOARD, ['/app/src/dashboard/cards.tsx', '/app/src/ui/amount.tsx', '/app/node_modules/lib/hook.js']],
    ['/app/src/dashboard/cards.tsx', ['/app/src/ui/amount.tsx']],
    [FINANCE, ['/app/src/ui/amount.tsx', '/app/node_modules/lib/hook.js', '/app/src/finance/page.tsx']],
    ['/app/src/chart.tsx', ['/app/src/ui/amount.tsx']],
    [LOGIN, ['/app/src/ui/field.tsx']],
    ['/app/src/dialog.tsx', ['/app/src/profile/queries.ts']],
  ]);
  // The entry's route tree loads every route part lazily, and the second-factor dialog;
  // the dashboard loads its chart lazily.
  const dynamics = new Map<string, readonly string[]>([
    [
      '/app/src/main.tsx',
      [LAYOUT, LAYOUT_PENDING, DASHBOARD, FINANCE, LOGIN, '/app/src/dialog.tsx', '/app/src/routeTree.gen.ts'],
    ],
    [DASHBOARD, ['/app/src/chart.tsx']],
  ]);
  return { statics, dynamics, entries: ['/app/src/main.tsx'] };
}

describe('the app chunk (signed-in layout and what the dashboard shares)', () => {
  const chosen = landingModules(graph(), LIB);

  it('takes every part of the signed-in layout and what it imports', () => {
    expect(chosen).toContain(LAYOUT);
    expect(chosen).toContain(LAYOUT_PENDING);
    expect(chosen).toContain('/app/src/shell/nav.tsx');
    expect(chosen).toContain('/app/src/shell/skeleton.tsx');
    expect(chosen).toContain('/app/src/ui/icons.tsx');
  });

  it('takes the signed-in routes (the tree a session loads) and what only they import', () => {
    expect(chosen).toContain('/app/src/routeTree.gen.ts');
    expect(chosen).toContain('/app/src/routes/_app/finance.tsx');
    expect(chosen).toContain('/app/src/finance/search.ts');
    // The guest routes stay with the entry, which starts the router with them.
    expect(chosen).not.toContain('/app/src/routes/_guest/login.tsx');
  });

  it('takes what the dashboard shares with another screen', () => {
    expect(chosen).toContain('/app/src/ui/amount.tsx');
  });

  it("leaves the dashboard's own code in the dashboard's chunk", () => {
    expect(chosen).not.toContain(DASHBOARD);
    expect(chosen).not.toContain('/app/src/dashboard/cards.tsx');
  });

  it('never takes what the entry loads, so /login never needs the app chunk', () => {
    expect(chosen).not.toContain('/app/src/http.ts');
    expect(chosen).not.toContain('/app/src/main.tsx');
  });

  it('never takes what a guest screen or the second-factor dialog (which opens at sign-in) loads', () => {
    expect(chosen).not.toContain(LOGIN);
    expect(chosen).not.toContain('/app/src/ui/field.tsx');
    expect(chosen).not.toContain('/app/src/profile/queries.ts');
    expect(chosen).not.toContain('/app/src/dialog.tsx');
  });

  it('never takes code the screens load lazily or only other screens use', () => {
    expect(chosen).not.toContain('/app/src/chart.tsx');
    expect(chosen).not.toContain('/app/src/finance/page.tsx');
  });

  it("may take a framework library's export that only screens use (the framework group keeps what the entry uses)", () => {
    expect(chosen).toContain('/app/node_modules/lib/hook.js');
    expect(landingModules(graph(), /^$/)).not.toContain('/app/node_modules/lib/hook.js');
  });
});

describe('the guest chunk (what the sign-in screen needs beyond the entry)', () => {
  const GUEST_LAYOUT = '/app/src/routes/_guest.tsx?tsr-split=component';
  const small = graph();
  const statics = new Map(small.statics);
  statics.set(LOGIN, [
    '/app/src/routes/_guest/login.tsx',
    '/app/src/auth/sign-in-form.tsx',
    '/app/src/http.ts',
  ]);
  statics.set(GUEST_LAYOUT, ['/app/src/shell/guest-frame.tsx', '/app/node_modules/lib/used.js']);
  statics.set('/app/src/main.tsx', [
    ...(statics.get('/app/src/main.tsx') ?? []),
    '/app/src/routes/_guest/login.tsx',
  ]);
  const roots = guestRoots({ statics, entries: small.entries }, '/app/src');

  it('starts from what the login route and the guest layout import, whatever the files are called', () => {
    expect([...roots].sort()).toEqual(['/app/src/auth/sign-in-form.tsx', '/app/src/shell/guest-frame.tsx']);
  });

  it('leaves out what the entry already loads (the route files, the HTTP layer) and the libraries', () => {
    expect(roots).not.toContain('/app/src/routes/_guest/login.tsx');
    expect(roots).not.toContain('/app/src/http.ts');
    expect(roots).not.toContain('/app/node_modules/lib/used.js');
  });
});

describe('the shared chunk (what the dashboard shares with the way in)', () => {
  const small = graph();
  const statics = new Map(small.statics);
  // The sign-in screen and the signed-in layout both show the same field.
  statics.set(LAYOUT, [...(statics.get(LAYOUT) ?? []), '/app/src/ui/field.tsx']);
  const { app, shared } = landingChunks({ ...small, statics }, LIB);

  it('takes what the layout needs and the second-factor dialog (loaded on the way in) needs too', () => {
    expect(shared).toContain('/app/src/profile/queries.ts');
    expect(app).not.toContain('/app/src/profile/queries.ts');
  });

  it('never takes what the sign-in screen itself loads, nor what the entry loads', () => {
    expect(shared).not.toContain('/app/src/ui/field.tsx');
    expect(shared).not.toContain('/app/src/http.ts');
    expect(shared).not.toContain(LOGIN);
  });

  it("takes nothing of the app chunk's and nothing only the dashboard uses", () => {
    for (const id of shared) expect(app).not.toContain(id);
    expect(shared).not.toContain('/app/src/dashboard/cards.tsx');
    expect(shared).not.toContain('/app/src/shell/nav.tsx');
  });
});

describe('the guest chunks: what the signed-in side may load, and what only the guest screens use', () => {
  const GUEST_LAYOUT = '/app/src/routes/_guest.tsx?tsr-split=component';
  const MUTATION = '/app/node_modules/@tanstack/react-query/build/modern/useMutation.js';
  const small = graph();
  const statics = new Map(small.statics);
  statics.set(LOGIN, ['/app/src/auth/sign-in-form.tsx']);
  statics.set('/app/src/auth/sign-in-form.tsx', [
    '/app/src/ui/field.tsx',
    '/app/src/auth/card.tsx',
    '/app/node_modules/lib/used.js',
  ]);
  statics.set(GUEST_LAYOUT, ['/app/src/shell/guest-frame.tsx']);
  // The signed-in layout shows the same field.
  statics.set(LAYOUT, [...(statics.get(LAYOUT) ?? []), '/app/src/ui/field.tsx']);
  statics.set(MUTATION, []);
  const dynamics = new Map(small.dynamics);
  dynamics.set('/app/src/main.tsx', [...(dynamics.get('/app/src/main.tsx') ?? []), GUEST_LAYOUT]);
  const { guest, guestOnly } = guestChunks({ statics, dynamics, entries: small.entries }, '/app/src', LIB);

  it('what only the guest screens use goes to guest-only, with the sign-in route and guest layout parts', () => {
    expect([...guestOnly].sort()).toEqual(
      [
        '/app/src/auth/card.tsx',
        '/app/src/auth/sign-in-form.tsx',
        '/app/src/shell/guest-frame.tsx',
        GUEST_LAYOUT,
        LOGIN,
      ].sort(),
    );
  });

  it('what the signed-in side may load too stays in the guest chunk, which both ways in load', () => {
    expect(guest).toContain('/app/src/ui/field.tsx');
    expect(guestOnly).not.toContain('/app/src/ui/field.tsx');
  });

  it("leaves the libraries to the bundler, Query's mutation hook too", () => {
    expect(guest).not.toContain('/app/node_modules/lib/used.js');
    expect(guest).not.toContain(MUTATION);
  });
});

describe('what a first send needs (the sending code goes with the shared chunk)', () => {
  const statics = new Map<string, readonly string[]>([
    ['/app/src/main.tsx', ['/app/src/api/http/request.ts']],
    ['/app/src/api/http/request.ts', ['/app/src/api/http/errors.ts']],
    ['/app/src/api/http/exchange.ts', ['/app/src/api/http/refresh.ts', '/app/src/api/http/errors.ts']],
    ['/app/src/api/http/refresh.ts', ['/app/node_modules/ky/index.js']],
    ['/app/src/features/auth/sign-in-call.ts', ['/app/src/lib/captcha.ts', '/app/src/api/http/request.ts']],
    ['/app/src/components/feedback/feedback-views.ts', ['/app/src/components/feedback/toast.tsx']],
  ]);
  const transport = transportModules({ statics, entries: ['/app/src/main.tsx'] });

  it('takes the sending half of the HTTP layer and the feedback views, with what only they import', () => {
    expect([...transport].sort()).toEqual([
      '/app/node_modules/ky/index.js',
      '/app/src/api/http/exchange.ts',
      '/app/src/api/http/refresh.ts',
      '/app/src/components/feedback/feedback-views.ts',
      '/app/src/components/feedback/toast.tsx',
    ]);
  });

  it('puts the sign-in call and its captcha in a chunk of their own, without the sending code', () => {
    const call = signInCallModules({ statics, entries: ['/app/src/main.tsx'] }, transport);
    expect([...call].sort()).toEqual(['/app/src/features/auth/sign-in-call.ts', '/app/src/lib/captcha.ts']);
  });

  it('never takes what the entry loads (the sign-in screen draws without the rest)', () => {
    expect(transport).not.toContain('/app/src/api/http/request.ts');
    expect(transport).not.toContain('/app/src/api/http/errors.ts');
  });
});
