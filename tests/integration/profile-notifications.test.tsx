import { DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveNotificationSettings } from '@/api/profile/profile.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

async function openNotifications() {
  const view = await renderRoute('/profile/notifications');
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return view;
}

async function choose(user: Awaited<ReturnType<typeof renderRoute>>['user'], language: string) {
  await user.click(screen.getByRole('combobox', { name: 'Notification language' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: language }));
}

describe('Notifications tab: the confirm button is enabled only after the language was changed', () => {
  it('offers the base and server languages, confirms a change and shows the success popup', async () => {
    const { user } = await openNotifications();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(screen.getByRole('combobox', { name: 'Notification language' })).toHaveTextContent('English');
    expect(confirm).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Notification language' }));
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Русский', 'English', 'Deutsch', 'Français', 'Українська', 'Español']);
    await user.click(within(list).getByRole('option', { name: 'Deutsch' }));
    expect(confirm).toBeEnabled();

    // Back to the saved language: nothing to confirm.
    await choose(user, 'English');
    expect(confirm).toBeDisabled();

    await choose(user, 'Español');
    await user.click(confirm);
    await waitFor(() => expect(identityDb.notificationLang(DEMO_USER_ID)).toBe('es'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeDisabled());
  });

  it('a failed save shows the fail indicator and keeps the choice', async () => {
    server.use(
      handle(saveNotificationSettings, () => {
        throw new MockError(500, ['unknown_error']);
      }),
    );
    const { user } = await openNotifications();
    await choose(user, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Notification language' })).toHaveTextContent('Deutsch');
    expect(identityDb.notificationLang(DEMO_USER_ID)).toBe('en');
  });
});
