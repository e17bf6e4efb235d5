import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('SPEC section 2: every non-guest path of a signed-out visitor goes to /login', () => {
  it('an unknown path, signed out, shows the sign-in screen and remembers the path', async () => {
    const view = await renderRoute('/no-such-page', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toEqual({ redirect: '/no-such-page' });
  });

  it('an unknown path, signed in, shows the 404 page', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
