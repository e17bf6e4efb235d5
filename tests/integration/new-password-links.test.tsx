import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, shownToasts } from '../render';

const guest = { signedIn: false } as const;

describe('the set-password screens say what is wrong with their link', () => {
  it('/reset-password without a token asks for the e-mailed link, not "no longer valid"', async () => {
    await renderRoute('/reset-password', guest);
    expect(await screen.findByText('Open the link from your e-mail')).toBeInTheDocument();
    expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('/first-login without a token speaks of the invitation', async () => {
    await renderRoute('/first-login', guest);
    expect(await screen.findByText('Open your invitation link')).toBeInTheDocument();
    expect(screen.queryByText(/reset/i)).not.toBeInTheDocument();
  });

  it('an expired invitation says so, and offers a password link', async () => {
    await renderRoute('/first-login?email=demo%40example.com&token=spent-token-0000', guest);
    expect(await screen.findByText('This invitation link is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a password link' })).toBeInTheDocument();
  });

  it('an expired reset link says so, and offers a new one', async () => {
    await renderRoute('/reset-password?email=demo%40example.com&token=spent-token-0000', guest);
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('a valid reset link shows the form', async () => {
    await renderRoute('/reset-password?email=demo%40example.com&token=demo-reset-token', guest);
    expect(await screen.findByLabelText(/New password/)).toBeInTheDocument();
  });

  for (const screenPath of ['/reset-password', '/first-login']) {
    it(`${screenPath}: a link cut short says it is incomplete`, async () => {
      await renderRoute(`${screenPath}?email=demo%40exa&token=demo-reset-token`, guest);
      expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    });

    it(`${screenPath}: an expired link says it has expired and offers a new one`, async () => {
      await renderRoute(`${screenPath}?email=demo%40example.com&token=demo-expired-token`, guest);
      expect(await screen.findByText('This link has expired')).toBeInTheDocument();
      expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
      expect(
        screen.getByRole('link', {
          name: screenPath === '/first-login' ? 'Get a password link' : 'Request a new link',
        }),
      ).toBeInTheDocument();
    });

    it(`${screenPath}: a link used once already says so`, async () => {
      await renderRoute(`${screenPath}?email=demo%40example.com&token=demo-used-token`, guest);
      expect(await screen.findByText('This link has already been used')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    });
  }

  it('a check lost to the network is not "no longer valid": it offers Try again', async () => {
    let failing = true;
    server.use(
      http.post('*/api/merchant-owner/restore-password/token-validity', () =>
        failing ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = await renderRoute(
      '/reset-password?email=demo%40example.com&token=demo-reset-token',
      guest,
    );
    const title = await screen.findByText('The link could not be checked');
    expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
    failing = false;
    const alert = title.closest('div')?.parentElement as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/New password/)).toBeInTheDocument();
  });
});

describe('a save refused for its link is told once, on the screen', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderRoute>>['user']) => {
    await user.type(await screen.findByLabelText(/^New password/), 'Better1234');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Better1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it('a link spent meanwhile: the screen says so, and no toast repeats it', async () => {
    server.use(
      http.post('*/api/merchant-owner/restore-password', () =>
        HttpResponse.json({ messages: ['token_used'] }, { status: 410 }),
      ),
    );
    const { user } = await renderRoute(
      '/reset-password?email=demo%40example.com&token=demo-reset-token',
      guest,
    );
    await fill(user);
    expect(await screen.findByText('This link has already been used')).toBeInTheDocument();
    expect(await shownToasts()).toEqual([]);
  });

  it('a save lost to the server still raises its toast, and keeps the form', async () => {
    server.use(
      http.post('*/api/merchant-owner/restore-password', () =>
        HttpResponse.json({ messages: ['server_error'] }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(
      '/reset-password?email=demo%40example.com&token=demo-reset-token',
      guest,
    );
    await fill(user);
    await waitFor(async () => expect(await shownToasts()).toHaveLength(1));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Better1234');
  });
});
