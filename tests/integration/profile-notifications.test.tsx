import { DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
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

describe('Notification languages of a backend written from SPEC ("a list": names as `title` or `name`)', () => {
  it('a server list of { code, name } entries shows every language under its name, no blank row', async () => {
    server.use(
      http.get('*/api/enums', () =>
        HttpResponse.json({
          data: [
            { code: 'ru', name: 'Русский' },
            { code: 'en', name: 'English' },
            { code: 'es', name: 'Español' },
            { code: 'it', name: 'Italiano' },
          ],
        }),
      ),
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('combobox', { name: 'Notification language' }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Русский', 'English', 'Deutsch', 'Français', 'Українська', 'Español', 'Italiano']);
  });

  it('bare codes are listed under their code; a row without a usable code is skipped', async () => {
    server.use(
      http.get('*/api/enums', () =>
        HttpResponse.json({ data: ['en', 'pt', { name: 'Nameless' }, { code: 'x y', name: 'Broken' }] }),
      ),
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('combobox', { name: 'Notification language' }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Русский', 'English', 'Deutsch', 'Français', 'Українська', 'PT']);
  });

  it('a save answered without the settings (SPEC gives it no answer) takes the language sent as saved', async () => {
    server.use(
      http.post('*/api/merchant-owner/notification-settings', async ({ request }) => {
        const { lang } = (await request.json()) as { lang: string };
        identityDb.setNotificationLang(DEMO_USER_ID, lang);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openNotifications();
    await choose(user, 'Deutsch');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByRole('combobox', { name: 'Notification language' })).toHaveTextContent('Deutsch');
    expect(identityDb.notificationLang(DEMO_USER_ID)).toBe('de');
  });
});

describe('Notification settings of a backend of the other plausible forms', () => {
  /** The server's language list with codes in upper case (and Ukrainian as ISO `uk`). */
  function answerLanguages() {
    server.use(
      http.get('*/api/enums', () =>
        HttpResponse.json({
          data: [
            { code: 'RU', title: 'Русский' },
            { code: 'EN', title: 'English' },
            { code: 'DE', title: 'Deutsch' },
            { code: 'uk', title: 'Українська' },
            { code: 'ES', title: 'Español' },
          ],
        }),
      ),
    );
  }

  function captureSave() {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/merchant-owner/notification-settings', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: null });
      }),
    );
    return bodies;
  }

  it('a language code in another case is read; the save sends the server’s object with only lang replaced', async () => {
    answerLanguages();
    server.use(
      http.get('*/api/merchant-owner/notification-settings', () =>
        HttpResponse.json({
          data: { lang: 'EN', channels: { email: true, telegram: false }, digest: 'weekly' },
        }),
      ),
    );
    const bodies = captureSave();
    const { user } = await openNotifications();
    const select = screen.getByRole('combobox', { name: 'Notification language' });
    expect(select).toHaveTextContent('English');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await choose(user, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ lang: 'DE', channels: { email: true, telegram: false }, digest: 'weekly' }]),
    );
  });

  it('a language that could not be read leaves the choice empty and says so; the rest goes back unchanged', async () => {
    answerLanguages();
    server.use(
      http.get('*/api/merchant-owner/notification-settings', () =>
        HttpResponse.json({ data: { lang: 7, quiet_hours: [22, 7] } }),
      ),
    );
    const bodies = captureSave();
    const { user } = await openNotifications();
    const select = screen.getByRole('combobox', { name: 'Notification language' });
    expect(select).not.toHaveTextContent('English');
    expect(select).toHaveAccessibleDescription(/Unknown: The saved value could not be read/);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await choose(user, 'Українська');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toEqual([{ lang: 'uk', quiet_hours: [22, 7] }]));
  });
});
