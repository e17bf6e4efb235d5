import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

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
    await renderRoute('/first-login?email=demo%40example.com&token=spent', guest);
    expect(await screen.findByText('This invitation link is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a password link' })).toBeInTheDocument();
  });

  it('an expired reset link says so, and offers a new one', async () => {
    await renderRoute('/reset-password?email=demo%40example.com&token=spent', guest);
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('a valid reset link shows the form', async () => {
    await renderRoute('/reset-password?email=demo%40example.com&token=demo-reset-token', guest);
    expect(await screen.findByLabelText(/New password/)).toBeInTheDocument();
  });
});
