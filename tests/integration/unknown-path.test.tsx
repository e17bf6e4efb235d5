import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '@/api/http/tokens';
import { renderRoute } from '../render';

describe('SPEC section 2: every non-guest path of a signed-out visitor goes to /login', () => {
  it('an unknown path, signed out, shows the sign-in screen and remembers the path', async () => {
    const view = await renderRoute('/no-such-page', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toEqual({ redirect: '/no-such-page' });
  });

  it('a session that ends while the sign-in screen is shown keeps the remembered path', async () => {
    const view = await renderRoute('/no-such-page', { signedIn: false });
    await screen.findByRole('button', { name: 'Sign in' });
    // A token pair that arrived late (a refresh answer, say) and is then refused, on this screen.
    const now = Math.floor(Date.now() / 1000);
    act(() =>
      tokens.set({
        access_token: 'a.b.c',
        at_expires: now + 600,
        refresh_token: 'r',
        rt_expires: now + 3600,
      }),
    );
    act(() => tokens.clear('expired'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toEqual({ redirect: '/no-such-page' });
  });

  it('an unknown path, signed in, shows the 404 page', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
