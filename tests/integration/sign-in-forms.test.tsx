import { issueTokens } from '@mocks/db/auth';
import { DEMO_USER_ID } from '@mocks/db/constants';
import { server } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { exchangeHandoverToken } from '@/api/http/handover';
import { startLanguage } from '@/i18n/languages';
import { renderRoute } from '../render';

describe('A guest form sent with a mistake puts focus on the first field to fix', () => {
  it('sign-in with nothing typed: the e-mail field says so and has focus', async () => {
    const { user } = await renderRoute('/login', { signedIn: false });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('sign-in with the e-mail typed and no password: the password field has focus', async () => {
    const { user } = await renderRoute('/login', { signedIn: false });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('demo@example.com');
  });

  it('password recovery with an address that is not one: the e-mail field has focus, the text is kept', async () => {
    const { user } = await renderRoute('/forgot-password', { signedIn: false });
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('not-an-address');
  });
});

describe('Signing in goes through the mutation cache: its failure toast, its outcome', () => {
  it('a wrong password is told in a toast; both fields keep what was typed and the form can be sent again', async () => {
    const { user } = await renderRoute('/login', { signedIn: false });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(
      await screen.findByText('Signing in failed: The e-mail or password is not correct.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong1234');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeEnabled();
  });

  it('the right password signs in and opens the dashboard', async () => {
    const { user, router } = await renderRoute('/login', { signedIn: false });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('A hand-over link (redirection-data) whose language comes in another form', () => {
  it('`uk` (ISO for Ukrainian) starts the cabinet in Ukrainian, not in English', async () => {
    server.use(
      http.post('*/api/merchant-owner/redirection-data', () =>
        HttpResponse.json({
          data: {
            refresh_token: issueTokens(DEMO_USER_ID, true).refresh_token,
            login: 'demo@example.com',
            remember_me: '1',
            lang: 'uk',
          },
        }),
      ),
    );
    expect(await exchangeHandoverToken('one-time')).toBe(true);
    expect(startLanguage()).toBe('ua');
    await renderRoute('/', { signedIn: false, lang: startLanguage() });
    // Its messages come from the server (none in this test): the language switch says Ukrainian.
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('ua');
    expect(document.documentElement.lang).toMatch(/^uk/);
  });
});
