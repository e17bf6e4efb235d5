import { totp } from '@mocks/db/second-factor';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn } from './lib/api';
import { expectNoSeriousViolations } from './lib/axe';
import {
  collectConsoleErrors,
  newPage,
  resetDemo,
  screenshot,
  signIn,
  type ViewportWidth,
} from './lib/browser';

const baseUrl = inject('baseUrl');

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  // Generous: the shared two-core machine may be busy with other suites.
  await page.locator('h1').first().waitFor({ timeout: 45_000 });
}

async function signedIn(width: ViewportWidth = 1550) {
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

beforeEach(async () => {
  await resetDemo(baseUrl);
});

describe('profile journeys (Chromium)', () => {
  it('edits and saves the personal data', async () => {
    const { page, errors } = await signedIn();
    await open(page, '/profile');
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

  it('a stale version shows the conflict message and keeps the edits', async () => {
    const { page } = await signedIn();
    await open(page, '/profile');
    await page.getByRole('textbox', { name: 'Address' }).fill('Unter den Linden 1');

    // Someone else saves first, from another browser.
    const other = await signedIn();
    await open(other.page, '/profile');
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

  it('a PIN protecting settings is asked for at the logo upload; a wrong PIN is refused', async () => {
    const { page, errors } = await signedIn();
    await open(page, '/profile/security?panel=pin');
    await typeCode(page, 'PIN', '2468');
    await typeCode(page, 'Repeat the PIN', '2468');
    await page.getByRole('switch', { name: /Settings changes/ }).click();
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expectSaved(page, 'PIN set');
    await page.getByText('A 4-digit PIN is set.').waitFor();
    await screenshot(page, 'security-pin-1550');

    await open(page, '/profile');
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

  it('sets up the authenticator with a code computed from the shown secret', async () => {
    const { page } = await signedIn();
    await open(page, '/profile/security?panel=otp');
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

  it('adds and removes a whitelisted IP', async () => {
    const { page } = await signedIn();
    await open(page, '/profile/security?panel=whitelist');
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

  it('on a phone the profile sections are an accordion whose headers navigate', async () => {
    const { page } = await signedIn(375);
    await open(page, '/profile');
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

describe('profile in Russian on a phone', () => {
  it('the PIN dialog and the security page fit at 375 px', async () => {
    const token = await apiSignIn(baseUrl);
    await api(baseUrl, token, 'POST', '/api/merchant-owner/security/pin', {
      pin: '2468',
      pin_operations: ['settings'],
    });
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    await page.evaluate(() => localStorage.setItem('lang', 'ru'));
    await open(page, '/profile');
    await page.getByRole('textbox', { name: 'Город' }).fill('Гамбург');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Подтвердите, что это вы' });
    await dialog.waitFor();
    await screenshot(page, 'second-factor-375-ru');
    await page.keyboard.type('2468');
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectSaved(page, 'Сохранено');

    await open(page, '/profile/security?panel=pin');
    await page.getByText('Установлен PIN-код из 4 цифр.').waitFor();
    await screenshot(page, 'security-pin-375-ru');
  });
});

describe('profile screenshots and accessibility', () => {
  for (const width of [375, 993, 1550] as const) {
    it(`/profile at ${width} px`, async () => {
      const { page } = await signedIn(width);
      await open(page, '/profile');
      await page.getByRole('textbox', { name: 'City' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `profile-${width}`);
      await expectNoSeriousViolations(page, `/profile at ${width}`);
    });

    it(`/profile/security and /profile/notifications at ${width} px`, async () => {
      const { page } = await signedIn(width);
      await open(page, '/profile/security?panel=password');
      await page.getByLabel('Current password').waitFor();
      await screenshot(page, `security-${width}`);
      await expectNoSeriousViolations(page, `/profile/security at ${width}`);

      await open(page, '/profile/notifications');
      await page.getByRole('button', { name: 'Confirm' }).waitFor();
      await screenshot(page, `notifications-${width}`);
    });
  }
});
