import { authDb } from '@mocks/db/auth';
import { DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb, lastLoginCode } from '@mocks/db/identity';
import { totp } from '@mocks/db/second-factor';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '@/api/http/tokens';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

async function openSecurity(panel?: string) {
  const view = await renderRoute(panel ? `/profile/security?panel=${panel}` : '/profile/security');
  await screen.findByRole('heading', { level: 1, name: 'Security settings' });
  return view;
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('Security page: one panel open at a time across the two accordions; panels close by toggling', () => {
  it('opening a protection panel closes the settings panel, and a second click closes it', async () => {
    const { user, router } = await openSecurity();
    await user.click(trigger(/^Password/));
    expect(trigger(/^Password/)).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toEqual({ panel: 'password' });

    await user.click(trigger(/^PIN code/));
    expect(trigger(/^PIN code/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/^Password/)).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger(/^PIN code/));
    expect(trigger(/^PIN code/)).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.search).toEqual({});
  });
});

describe('Security level panel: level and a recommendation tip', () => {
  it('shows level 1 and recommends the authenticator; "Set up" opens its panel', async () => {
    const { user } = await openSecurity();
    const panel = screen.getByRole('region', { name: 'Security level' });
    expect(within(panel).getByText('1')).toBeInTheDocument();
    expect(within(panel).getByText('Next: the authenticator app')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Set up' }));
    expect(trigger(/^Authenticator app/)).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Protection badges: ON when at least one operation is enabled; whitelist ON with an address', () => {
  it('reads every protection from the settings', async () => {
    Object.assign(identityDb.security(DEMO_USER_ID), { email_operations: ['withdrawal'], ips: [] });
    await openSecurity();
    expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/ON$/);
    expect(trigger(/^PIN code/)).toHaveAccessibleName(/OFF$/);
    expect(trigger(/^Authenticator app/)).toHaveAccessibleName(/OFF$/);
    expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/OFF$/);
  });
});

describe('Password change: success clears the three fields; invalid_password under the old field', () => {
  it('a wrong current password is reported under the old-password field', async () => {
    const { user } = await openSecurity('password');
    const submit = screen.getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Better567');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Repeat the new password'), 'Better567');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Better567');
    expect(authDb.user(DEMO_USER_ID)?.password).toBe('Demo1234');
  });

  it('the right password changes it and empties the three fields', async () => {
    const { user } = await openSecurity('password');
    await user.type(screen.getByLabelText('Current password'), 'Demo1234');
    await user.type(screen.getByLabelText('New password'), 'Better567');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Better567');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(authDb.user(DEMO_USER_ID)?.password).toBe('Better567'));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Repeat the new password')).toHaveValue('');
  });

  it('a new password equal to the old one gives the repeat error', async () => {
    const { user } = await openSecurity('password');
    await user.type(screen.getByLabelText('Current password'), 'Demo1234');
    await user.type(screen.getByLabelText('New password'), 'Demo1234');
    await user.tab();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('must differ from the current one'),
    );
  });
});

describe('PIN set-up: save enabled only when the PINs match as numbers and an operation is on', () => {
  it('first set-up: default 4 digits, matching PINs and one operation', async () => {
    const { user } = await openSecurity('pin');
    const save = screen.getByRole('button', { name: 'Set PIN' });
    expect(screen.getByRole('radio', { name: '4 digits' })).toBeChecked();
    const pin = screen.getByRole('group', { name: 'PIN' });
    const repeat = screen.getByRole('group', { name: 'Repeat the PIN' });
    expect(within(pin).getAllByLabelText(/Digit \d of 4/)).toHaveLength(4);

    await user.click(within(pin).getByLabelText('Digit 1 of 4'));
    await user.keyboard('1234');
    await user.click(within(repeat).getByLabelText('Digit 1 of 4'));
    await user.keyboard('1235');
    expect(await screen.findByText('The PINs do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.keyboard('{Backspace}4');
    expect(screen.queryByText('The PINs do not match.')).not.toBeInTheDocument();
    // Matching PINs but no operation yet.
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Settings changes/ }));
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).pin).toBe('1234'));
    expect(identityDb.security(DEMO_USER_ID).pin_operations).toEqual(['settings']);
  });

  it('once a PIN exists, only the operations show and save waits for a change', async () => {
    Object.assign(identityDb.security(DEMO_USER_ID), { pin: '123456', pin_operations: ['withdrawal'] });
    const { user } = await openSecurity('pin');
    expect(await screen.findByText('A 6-digit PIN is set.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4 digits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'PIN' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Withdrawals/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Invoice payouts/ }));
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: /Invoice payouts/ }));
    expect(save).toBeDisabled();
  });
});

describe('IP whitelist: add and remove with IPv4 validation', () => {
  it('add is disabled while empty, refuses 256.1.1.1, adds and removes an address', async () => {
    const { user } = await openSecurity('whitelist');
    const add = screen.getByRole('button', { name: 'Add' });
    const field = screen.getByRole('textbox', { name: 'IP address' });
    expect(add).toBeDisabled();
    await user.type(field, '256.1.1.1');
    await user.click(add);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Incorrect IP format'));
    expect(identityDb.security(DEMO_USER_ID).ips).toEqual([]);

    await user.clear(field);
    await user.type(field, '203.0.113.7');
    await user.click(add);
    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).ips).toEqual(['203.0.113.7']));
    expect(await screen.findByText('203.0.113.7', { selector: 'span' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    await waitFor(() => expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/ON$/));

    await user.click(screen.getByRole('button', { name: 'Remove 203.0.113.7' }));
    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).ips).toEqual([]));
    expect(await screen.findByText(/No addresses yet/)).toBeInTheDocument();
  });
});

describe('E-mail confirmation: operations switched per kind', () => {
  it('saves the chosen operations and turns the badge ON', async () => {
    const { user } = await openSecurity('email');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Invoice payouts/ }));
    await user.click(save);
    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).email_operations).toEqual(['payout']));
    await waitFor(() => expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/ON$/));
  });
});

describe('Login e-mail change: code request, 6-digit box, confirm once complete, stored login updated', () => {
  it('changes the login and resets the form', async () => {
    const { user } = await openSecurity('login_email');
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Current e-mail' }), 'other@example.com');
    await user.type(screen.getByRole('textbox', { name: 'New e-mail' }), 'anna@northwind.example');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Current e-mail' })).toHaveAccessibleDescription(
      'This is not your current login e-mail.',
    );
    expect(send).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Current e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Current e-mail' }), 'demo@example.com');
    expect(send).toBeEnabled();
    await user.click(send);

    const codeBox = await screen.findByRole('group', { name: 'Code from the e-mail' });
    const confirm = screen.getByRole('button', { name: 'Confirm new e-mail' });
    expect(confirm).toBeDisabled();
    const code = lastLoginCode(DEMO_USER_ID);
    if (!code) throw new Error('no code sent');
    await user.click(within(codeBox).getByLabelText('Digit 1 of 6'));
    await user.keyboard(code.slice(0, 5));
    expect(confirm).toBeDisabled();
    await user.keyboard(code.slice(5));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).email).toBe('anna@northwind.example'));
    expect(tokens.login()).toBe('anna@northwind.example');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New e-mail' })).toHaveValue(''));
    expect(screen.queryByRole('group', { name: 'Code from the e-mail' })).not.toBeInTheDocument();
  });
});

describe('Authenticator set-up: four steps; the code and an operation needed the first time', () => {
  it('generates a secret in four groups, checks the code from the app and turns on', async () => {
    const { user } = await openSecurity('otp');
    const submit = screen.getByRole('button', { name: 'Turn on' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate secret key' }));
    const secretBox = (await screen.findByText('Secret key')).parentElement as HTMLElement;
    const groups = within(secretBox).getAllByText(/^[A-Z2-7]{4}$/);
    expect(groups).toHaveLength(4);
    const secret = groups.map((group) => group.textContent).join('');
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();

    const codeGroup = screen.getByRole('group', { name: 'Code from the app' });
    await user.click(within(codeGroup).getByLabelText('Digit 1 of 6'));
    await user.keyboard(totp(secret));
    // A code but no operation yet.
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Sign-in/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(identityDb.security(DEMO_USER_ID).otp_secret).toBe(secret));
    expect(await screen.findByText('The authenticator app is set up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('Security answers of a backend written from SPEC: the page never dies on a 200 answer', () => {
  /** The ip-list call as such a backend answers it (issue 13): the updated list, bare. */
  function bareIpList(method: 'post' | 'delete') {
    server.use(
      http[method]('*/api/merchant-owner/security/ip-list', async ({ request }) => {
        const { ips } = (await request.json()) as { ips: string[] };
        const s = identityDb.security(DEMO_USER_ID);
        s.ips =
          method === 'post' ? [...new Set([...s.ips, ...ips])] : s.ips.filter((ip) => !ips.includes(ip));
        return HttpResponse.json({ data: [...s.ips] });
      }),
    );
  }

  it('adding an address answered with the bare list {"data":[...]} shows the list, not the route error', async () => {
    identityDb.security(DEMO_USER_ID).ips = ['198.51.100.7'];
    bareIpList('post');
    const { user } = await openSecurity('whitelist');
    await user.type(screen.getByRole('textbox', { name: 'IP address' }), '203.0.113.10');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('203.0.113.10', { selector: 'span' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Allowed addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['198.51.100.7', '203.0.113.10']);
    expect(screen.getByRole('heading', { level: 1, name: 'Security settings' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IP address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'IP address' })).not.toHaveAccessibleDescription(/went wrong/);
  });

  it('removing an address answered with the bare list keeps the page and shows the rest', async () => {
    identityDb.security(DEMO_USER_ID).ips = ['203.0.113.10', '198.51.100.7'];
    bareIpList('delete');
    const { user } = await openSecurity('whitelist');
    await user.click(screen.getByRole('button', { name: 'Remove 203.0.113.10' }));
    await waitFor(() =>
      expect(screen.queryByText('203.0.113.10', { selector: 'span' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('198.51.100.7', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/ON$/);
  });

  it('pin settings under other names and no otp_enabled (not named by SPEC) are read into the panels', async () => {
    Object.assign(identityDb.security(DEMO_USER_ID), { pin: '123456', pin_operations: ['payout'] });
    server.use(
      http.get('*/api/merchant-owner/security', () =>
        HttpResponse.json({
          data: {
            email: 'demo@example.com',
            security_level: 2,
            otp_params: null,
            email_operations: [],
            pin_operations: ['payout'],
            otp_operations: [],
            otp_secret: null,
            otp_url: null,
            pin_settings: { enabled: true, pin_length: 6 },
            ips: [],
          },
        }),
      ),
    );
    const { user } = await openSecurity('pin');
    expect(screen.getByText('A 6-digit PIN is set.')).toBeInTheDocument();
    expect(trigger(/^PIN code/)).toHaveAccessibleName(/ON$/);
    await user.click(trigger(/^Authenticator app/));
    expect(await screen.findByRole('button', { name: 'Generate secret key' })).toBeInTheDocument();
  });

  it('a settings answer without a list SPEC names shows its badge as unknown (not ON or OFF) and the level as "Unknown"', async () => {
    server.use(
      http.get('*/api/merchant-owner/security', () =>
        HttpResponse.json({ data: { email: 'demo@example.com', email_operations: ['auth'] } }),
      ),
    );
    await openSecurity();
    expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/ON$/);
    expect(trigger(/^PIN code/)).toHaveAccessibleName(/Unknown$/);
    expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/Unknown$/);
    const panel = screen.getByRole('region', { name: 'Security level' });
    expect(within(panel).getByText('Unknown')).toBeInTheDocument();
    expect(within(panel).queryByText('of 5')).not.toBeInTheDocument();
  });
});

/** The settings as a backend of the other plausible forms answers them. */
function answerSettings(data: Record<string, unknown>) {
  server.use(
    http.get('*/api/merchant-owner/security', () =>
      HttpResponse.json({ data: { email: 'demo@example.com', ...data } }),
    ),
  );
}

/** The bodies the cabinet sends to a path, and a 200 answer with the security level. */
function captureBodies(method: 'post' | 'delete', path: string) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { security_level: 2 } });
    }),
  );
  return bodies;
}

describe('Security level panel: the tip and the level only from what was read', () => {
  it('operation lists sent as null are empty (OFF): level 3 of 5 recommends what is off, never "all on"', async () => {
    answerSettings({
      security_level: '3',
      email_operations: ['auth'],
      pin_operations: null,
      otp_operations: null,
      pin_settings: null,
      ips: ['203.0.113.7'],
    });
    await openSecurity();
    const panel = screen.getByRole('region', { name: 'Security level' });
    expect(within(panel).getByText('3')).toBeInTheDocument();
    expect(within(panel).getByText('of 5')).toBeInTheDocument();
    expect(within(panel).queryByText('Every protection is on. Well done.')).not.toBeInTheDocument();
    expect(within(panel).getByText('Next: the authenticator app')).toBeInTheDocument();
    expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/ON$/);
    expect(trigger(/^PIN code/)).toHaveAccessibleName(/OFF$/);
    expect(trigger(/^Authenticator app/)).toHaveAccessibleName(/OFF$/);
    expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/ON$/);
  });

  it('a protection that could not be read: the tip says it cannot tell, never "all on"', async () => {
    answerSettings({
      security_level: 4,
      email_operations: ['auth'],
      pin_operations: ['settings'],
      pin_settings: { is_set: true, length: 4 },
      ips: ['203.0.113.7'],
    });
    await openSecurity();
    const panel = screen.getByRole('region', { name: 'Security level' });
    expect(within(panel).queryByText('Every protection is on. Well done.')).not.toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Some protections could not be read, so we cannot tell whether every protection is on.',
      ),
    ).toBeInTheDocument();
    expect(trigger(/^Authenticator app/)).toHaveAccessibleName(/Unknown$/);
  });

  it('"all on" only when every protection was read as on', async () => {
    answerSettings({
      security_level: 5,
      email_operations: { auth: true },
      pin_operations: ['settings'],
      otp_operations: { payout: 1 },
      otp_enabled: 1,
      pin_settings: 4,
      ips: { '203.0.113.7': 'office' },
    });
    await openSecurity();
    const panel = screen.getByRole('region', { name: 'Security level' });
    expect(within(panel).getByText('Every protection is on. Well done.')).toBeInTheDocument();
  });
});

describe('Operation switches: lists in any form; a code the cabinet does not know is kept and sent back', () => {
  it('a keyed map with an unknown code: the switches show it, and saving another operation keeps it', async () => {
    answerSettings({ email_operations: { auth: true, settings: 0, transfer: '1' }, pin_operations: [] });
    const bodies = captureBodies('post', '/api/merchant-owner/security/email');
    const { user } = await openSecurity('email');
    expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/ON$/);
    expect(screen.getByRole('switch', { name: /Sign-in/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Settings changes/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^transfer/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Invoice payouts/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ email_operations: ['auth', 'payout', 'transfer'] }]));
  });

  it('a PIN in use: switching one operation keeps the unknown code, and no PIN is sent', async () => {
    answerSettings({
      pin_settings: { enabled: '1', pin_length: '6' },
      pin_operations: { withdrawal: true, transfer: true },
    });
    const bodies = captureBodies('post', '/api/merchant-owner/security/pin');
    const { user } = await openSecurity('pin');
    expect(screen.getByText('A 6-digit PIN is set.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Invoice payouts/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ pin_operations: ['withdrawal', 'payout', 'transfer'] }]));
  });

  it('a list that could not be read shows every switch as unknown; save waits until each is chosen', async () => {
    answerSettings({ email_operations: 'auth settings', pin_operations: [] });
    const bodies = captureBodies('post', '/api/merchant-owner/security/email');
    const { user } = await openSecurity('email');
    expect(trigger(/^E-mail confirmation/)).toHaveAccessibleName(/Unknown$/);
    expect(
      screen.getByText(/The saved choice could not be read. Choose each operation to save a new one./),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    for (const name of [/Sign-in/, /Settings changes/, /Withdrawals/, /Invoice payouts/]) {
      const control = screen.getByRole('checkbox', { name });
      expect(control).not.toBeChecked();
      expect(control).toHaveAccessibleDescription(/Unknown/);
    }
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Sign-in/ }));
    // Three switches are still unknown: nothing is made up for them.
    expect(save).toBeDisabled();
    for (const name of [/Settings changes/, /Withdrawals/, /Invoice payouts/]) {
      await user.click(screen.getByRole('checkbox', { name }));
      await user.click(screen.getByRole('switch', { name }));
    }
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(bodies).toEqual([{ email_operations: ['auth'] }]));
  });

  it('authenticator set-up with operations the server already lists: untouched, they go back as sent', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    identityDb.security(DEMO_USER_ID).pending_otp_secret = secret;
    answerSettings({
      otp_enabled: false,
      otp_operations: { payout: 1 },
      otp_secret: secret,
      otp_url: `otpauth://totp/Cabinet:demo?secret=${secret}`,
    });
    const bodies = captureBodies('post', '/api/merchant-owner/security/otp-params');
    const { user } = await openSecurity('otp');
    expect(screen.getByRole('switch', { name: /Invoice payouts/ })).toBeChecked();
    const codeGroup = screen.getByRole('group', { name: 'Code from the app' });
    await user.click(within(codeGroup).getByLabelText('Digit 1 of 6'));
    const code = totp(secret);
    await user.keyboard(code);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(bodies).toEqual([{ otp_operations: { payout: 1 }, pin: code }]));
  });
});

describe('IP whitelist: a saved list that could not be read', () => {
  it('says so instead of "No addresses yet", and adding sends only the new address', async () => {
    answerSettings({ ips: '198.51.100.7;198.51.100.8' });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/merchant-owner/security/ip-list', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = await openSecurity('whitelist');
    expect(trigger(/^IP whitelist/)).toHaveAccessibleName(/Unknown$/);
    expect(screen.queryByText(/No addresses yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/The saved list could not be read/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'IP address' }), '203.0.113.7');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bodies).toEqual([{ ips: ['203.0.113.7'] }]));
    expect(screen.queryByText(/No addresses yet/)).not.toBeInTheDocument();
  });
});
