import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('the header’s navigation menu (phones) follows the disclosure pattern', () => {
  it('Escape inside the open menu closes it and puts focus back on its toggle', async () => {
    const { user } = await renderRoute('/profile');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close navigation');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    const firstLink = menu?.querySelector('a');
    firstLink?.focus();
    expect(firstLink).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Open navigation');
  });

  it('Escape on the toggle closes the menu too, and does nothing when it is closed', async () => {
    const { user } = await renderRoute('/profile');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
