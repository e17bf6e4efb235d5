import { DEMO_MERCHANT_ID, DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb, lastEmailCode, type Operation } from '@mocks/db/identity';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute, shownToasts } from '../render';

beforeEach(() => resetFeedback());

function protect(operations: Operation[], factors: { pin?: string; email?: boolean; otpSecret?: string }) {
  const security = identityDb.security(DEMO_USER_ID);
  if (factors.pin) Object.assign(security, { pin: factors.pin, pin_operations: operations });
  if (factors.email) security.email_operations = operations;
  if (factors.otpSecret)
    Object.assign(security, { otp_secret: factors.otpSecret, otp_operations: operations });
}

/** Edits the city on /profile and presses Save: a `settings` operation. */
async function saveCity(city: string) {
  const view = await renderRoute('/profile');
  const field = await screen.findByRole('textbox', { name: /City/ });
  await view.user.clear(field);
  await view.user.type(field, city);
  await view.user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  return { ...view, dialog, field };
}

describe('Second-factor dialog: a wrong code keeps it open with the message; the right one completes the call', () => {
  it('asks for the PIN, refuses a wrong one, then saves with the right one', async () => {
    protect(['settings'], { pin: '2468' });
    const { user, dialog } = await saveCity('Hamburg');
    const first = await within(dialog).findByLabelText('Digit 1 of 4');
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('1111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The code is not correct. Check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    for (const box of within(dialog).getAllByLabelText(/Digit \d of 4/)) expect(box).toHaveValue('');
    expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Berlin');

    await user.click(within(dialog).getByLabelText('Digit 1 of 4'));
    await user.keyboard('2468');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Hamburg'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

describe('Second-factor dialog: it does not ask what the security settings already hold', () => {
  it('a 6-digit PIN gets 6 boxes at once and no length choice', async () => {
    protect(['settings'], { pin: '246810' });
    const { user, dialog } = await saveCity('Hamburg');
    const first = await within(dialog).findByLabelText('Digit 1 of 6');
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(dialog).queryByRole('group', { name: 'PIN length' })).not.toBeInTheDocument();
    await user.keyboard('246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Hamburg'));
  });
});

describe('Second-factor dialog: cancel leaves the calling form as it was', () => {
  it('the save ends quietly: no message, the edit stays and can be saved again', async () => {
    protect(['settings'], { pin: '2468' });
    const { user, dialog, field } = await saveCity('Hamburg');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveValue('Hamburg');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(await shownToasts()).toEqual([]);
    expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Berlin');
  });

  it('closing the dialog returns focus to the control that started the call', async () => {
    protect(['settings'], { pin: '2468' });
    const { user } = await saveCity('Hamburg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });

  it('Escape cancels too', async () => {
    protect(['settings'], { pin: '2468' });
    const { user } = await saveCity('Hamburg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Hamburg');
  });
});

describe('Second-factor dialog: the factors the server lists; the e-mail code sent on demand', () => {
  it('offers each factor as a tab, sends the e-mail code, waits for next_time and accepts the code', async () => {
    protect(['settings'], { pin: '2468', email: true });
    const { user, dialog } = await saveCity('Hamburg');
    const tabs = within(dialog).getByRole('tablist', { name: 'Confirmation method' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['PIN', 'E-mail code']);

    await user.click(within(tabs).getByRole('tab', { name: 'E-mail code' }));
    expect(within(dialog).getByText('We send a 6-digit code to de***@example.com.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByRole('button', { name: /^Send again in 1:00|^Send again in 0:5\d/ }),
    ).toBeDisabled();

    const code = lastEmailCode(DEMO_USER_ID);
    if (!code) throw new Error('no e-mail code sent');
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.keyboard(code);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Hamburg'));
  });
});

describe('Second-factor dialog: next_time is a time in any form (seconds, milliseconds, ISO 8601)', () => {
  it.each([
    ['epoch milliseconds', (at: number) => at * 1000],
    ['ISO 8601', (at: number) => new Date(at * 1000).toISOString()],
  ])('next_time in %s counts down a minute, not centuries', async (_form, written) => {
    protect(['settings'], { email: true });
    server.use(
      http.post('*/api/merchant-owner/security/refresh-email-code', () =>
        HttpResponse.json({ data: { next_time: written(Math.floor(Date.now() / 1000) + 60), is_sent: 1 } }),
      ),
    );
    const { user, dialog } = await saveCity('Hamburg');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByRole('button', { name: /^Send again in 1:00$|^Send again in 0:5\d$/ }),
    ).toBeDisabled();
  });
});

describe('Second-factor dialog: works from the login screen (operation auth)', () => {
  it('signs in after the PIN', async () => {
    protect(['auth'], { pin: '135790' });
    const { user, router } = await renderRoute('/login', { signedIn: false });
    await user.type(await screen.findByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(dialog).getByRole('radio', { name: '6 digits' }));
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.keyboard('135790');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Second-factor dialog at sign-in: the e-mail code goes to the address typed in the form', () => {
  it('does not ask for the e-mail again, sends the code there and signs in with it', async () => {
    protect(['auth'], { email: true });
    const { user, router } = await renderRoute('/login', { signedIn: false });
    await user.type(await screen.findByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(within(dialog).getByText('We send a 6-digit code to de***@example.com.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /^Send again in/ });
    const code = lastEmailCode(DEMO_USER_ID);
    if (!code) throw new Error('no e-mail code sent');
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.keyboard(code);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Second-factor dialog against a backend that offers a factor the cabinet does not know', () => {
  it('opens with the factors it can ask for, and leaves the unknown one out', async () => {
    protect(['settings'], { pin: '2468' });
    const retried: Record<string, string | null>[] = [];
    server.use(
      http.post('*/api/merchant/person', ({ request }) => {
        if (request.headers.get('X-PIN-Code')) {
          retried.push({
            token: request.headers.get('X-2FA-Token'),
            signature: request.headers.get('X-Captcha-Signature'),
            pin: request.headers.get('X-PIN-Code'),
          });
          return HttpResponse.json({ data: null });
        }
        return HttpResponse.json(
          {
            messages: ['need_2fa'],
            data: { methods: ['sms', 'PIN'], token: 'challenge-1', captcha_signature: 'signature-1' },
          },
          { status: 403 },
        );
      }),
    );
    const { user, dialog } = await saveCity('Hamburg');
    expect(within(dialog).queryByText(/sms/i)).not.toBeInTheDocument();
    await within(dialog).findByLabelText('Digit 1 of 4');
    await user.keyboard('2468');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(retried).toEqual([{ token: 'challenge-1', signature: 'signature-1', pin: '2468' }]),
    );
  });
});
