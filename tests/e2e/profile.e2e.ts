import { totp } from '@mocks/db/second-factor';
import type { Page } from '@playwright/test';
import { api, apiSignIn } from './lib/api';
import { expectNoSeriousViolations } from './lib/axe';
import { collectConsoleErrors, resetDemo, screenshot, signIn, type ViewportWidth } from './lib/browser';
import { type DemoPages, expect, test } from './lib/fixtures';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function open(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
  // Generous: the shared two-core machine may be busy with other suites.
  await page.locator('h1').first().waitFor({ timeout: 45_000 });
}

async function signedIn({ newPage, baseUrl }: DemoPages, width: ViewportWidth = 1550) {
  const page = await newPage({ width });
  const errors = collectConsoleErrors(page);
  await signIn(page, baseUrl);
  return { page, errors };
}

async function expectSaved(page: Page, text = 'Saved') {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Types a code into the boxes of a one-time code group. */
async function typeCode(page: Page, group: string, code: string, scope = page.locator('body')) {
  await scope.getByRole('group', { name: group }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

test.beforeEach(async ({ baseUrl }) => {
  await resetDemo(baseUrl);
});

test.describe('profile journeys (Chromium)', () => {
  test('edits and saves the personal data', { tag: '@data' }, async ({ newPage, baseUrl }) => {
    const { page, errors } = await signedIn({ newPage, baseUrl });
    await open(page, baseUrl, '/profile');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
    await page.getByRole('textbox', { name: 'Nickname' }).fill('Northwind Trading');
    await save.click();
    await expectSaved(page);
    await expect.poll(() => save.isDisabled()).toBe(true);

    await page.reload();
    await page.getByRole('textbox', { name: 'City' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Hamburg');
    expect(await page.getByRole('heading', { level: 2, name: 'Northwind Trading' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a stale version shows the conflict message and keeps the edits', async ({ newPage, baseUrl }) => {
    const { page } = await signedIn({ newPage, baseUrl });
    await open(page, baseUrl, '/profile');
    await page.getByRole('textbox', { name: 'Address' }).fill('Unter den Linden 1');

    // Someone else saves first, from another browser.
    const other = await signedIn({ newPage, baseUrl });
    await open(other.page, baseUrl, '/profile');
    await other.page.getByRole('textbox', { name: 'City' }).fill('Munich');
    await other.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSaved(other.page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(/Someone changed this data in the meantime/)
      .first()
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('Unter den Linden 1');
    await screenshot(page, 'profile-conflict-1550');

    await page.getByRole('button', { name: 'Save my edits' }).click();
    await expectSaved(page);
    await page.reload();
    await page.getByRole('textbox', { name: 'Address' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('Unter den Linden 1');
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Munich');
  });

  test('a PIN protecting settings is asked for at the logo upload; a wrong PIN is refused', async ({
    newPage,
    baseUrl,
  }) => {
    const { page, errors } = await signedIn({ newPage, baseUrl });
    await open(page, baseUrl, '/profile/security?panel=pin');
    await typeCode(page, 'PIN', '2468');
    await typeCode(page, 'Repeat the PIN', '2468');
    await page.getByRole('switch', { name: /Settings changes/ }).click();
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expectSaved(page, 'PIN set');
    await page.getByText('A 4-digit PIN is set.').waitFor();
    await screenshot(page, 'security-pin-1550');

    await open(page, baseUrl, '/profile');
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    // The first box has the focus: typing goes straight in.
    await page.keyboard.type('1111');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The code is not correct. Check it and try again.').waitFor();
    await screenshot(page, 'second-factor-wrong-1550');

    await typeCode(page, 'PIN code', '2468', dialog);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('img', { name: 'Logo of Northwind' }).waitFor();
    await expectSaved(page, 'Logo updated');
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
  });

  test('sets up the authenticator with a code computed from the shown secret', async ({
    newPage,
    baseUrl,
  }) => {
    const { page } = await signedIn({ newPage, baseUrl });
    await open(page, baseUrl, '/profile/security?panel=otp');
    await page.getByRole('button', { name: 'Generate secret key' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (
      (await page
        .getByText('Secret key', { exact: true })
        .locator('xpath=..')
        .locator('code')
        .textContent()) ?? ''
    )
      .replace(/\s+/g, '')
      .trim();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    await screenshot(page, 'security-otp-1550');

    await page.getByRole('switch', { name: /Withdrawals/ }).click();
    await typeCode(page, 'Code from the app', totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('The authenticator app is set up.').waitFor();
    const trigger = page.getByRole('button', { name: /^Authenticator app/ });
    await expect.poll(() => trigger.textContent()).toMatch(/ON$/);
  });

  test('adds and removes a whitelisted IP', async ({ newPage, baseUrl }) => {
    const { page } = await signedIn({ newPage, baseUrl });
    await open(page, baseUrl, '/profile/security?panel=whitelist');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'IP address' }).fill('1.2.3');
    await add.click();
    await page.getByText(/Incorrect IP format/).waitFor();
    await page.getByRole('textbox', { name: 'IP address' }).fill('203.0.113.7');
    await add.click();
    await page.getByRole('button', { name: 'Remove 203.0.113.7' }).waitFor();
    await page.getByRole('button', { name: 'Remove 203.0.113.7' }).click();
    await page.getByText(/No addresses yet/).waitFor();
  });

  test('on a phone the profile sections are an accordion whose headers navigate', { tag: '@data' }, async ({
    newPage,
    baseUrl,
  }) => {
    const { page } = await signedIn({ newPage, baseUrl }, 375);
    await open(page, baseUrl, '/profile');
    await page.getByRole('textbox', { name: 'City' }).waitFor();
    await page.getByRole('button', { name: 'Security' }).click();
    await page.waitForURL(/\/profile\/security$/);
    await page.getByRole('heading', { level: 1, name: 'Security settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Security' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Personal data' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

test.describe('profile in Russian on a phone', () => {
  test('the PIN dialog and the security page fit at 375 px', async ({ newPage, baseUrl }) => {
    const token = await apiSignIn(baseUrl);
    await api(baseUrl, token, 'POST', '/api/merchant-owner/security/pin', {
      pin: '2468',
      pin_operations: ['settings'],
    });
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    await page.evaluate(() => localStorage.setItem('lang', 'ru'));
    await open(page, baseUrl, '/profile');
    await page.getByRole('textbox', { name: 'Город' }).fill('Гамбург');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Подтвердите, что это вы' });
    await dialog.waitFor();
    await screenshot(page, 'second-factor-375-ru');
    await page.keyboard.type('2468');
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectSaved(page, 'Сохранено');

    await open(page, baseUrl, '/profile/security?panel=pin');
    await page.getByText('Установлен PIN-код из 4 цифр.').waitFor();
    await screenshot(page, 'security-pin-375-ru');
  });
});

test.describe('profile screenshots and accessibility', { tag: '@data' }, () => {
  for (const width of [375, 993, 1550] as const) {
    test(`/profile at ${width} px`, async ({ newPage, baseUrl }) => {
      const { page } = await signedIn({ newPage, baseUrl }, width);
      await open(page, baseUrl, '/profile');
      await page.getByRole('textbox', { name: 'City' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `profile-${width}`);
      await expectNoSeriousViolations(page, `/profile at ${width}`);
    });

    test(`/profile/security and /profile/notifications at ${width} px`, async ({ newPage, baseUrl }) => {
      const { page } = await signedIn({ newPage, baseUrl }, width);
      await open(page, baseUrl, '/profile/security?panel=password');
      await page.getByLabel('Current password').waitFor();
      await screenshot(page, `security-${width}`);
      await expectNoSeriousViolations(page, `/profile/security at ${width}`);

      await open(page, baseUrl, '/profile/notifications');
      await page.getByRole('button', { name: 'Confirm' }).waitFor();
      await screenshot(page, `notifications-${width}`);
    });
  }
});
