import type { Page } from '@playwright/test';
import { collectConsoleErrors, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const AURORA = 301;

/** The focused element's accessible name as a screen reader would start reading it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '<body>';
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    return (element.getAttribute('aria-label') ?? (byId || element.textContent) ?? '').trim();
  });
}

/** Sets a 4-digit PIN that protects settings changes, from the keyboard. */
async function setPin(page: Page, baseUrl: string, pin: string) {
  await page.goto(`${baseUrl}/profile/security?panel=pin`);
  await page.getByRole('group', { name: 'PIN' }).getByRole('textbox').first().focus();
  await page.keyboard.type(pin);
  await page.getByRole('group', { name: 'Repeat the PIN' }).getByRole('textbox').first().focus();
  await page.keyboard.type(pin);
  await page.getByRole('switch', { name: /Settings changes/ }).check();
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await page.getByText('A 4-digit PIN is set.').waitFor();
}

test.describe('Keyboard: the code boxes of the second-factor dialog', () => {
  test('Tab leaves the boxes forward, Shift+Tab comes back, and Escape returns focus to the trigger', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await setPin(page, baseUrl, '2468');

    await page.goto(`${baseUrl}/store/${AURORA}/integration`);
    const trigger = page.getByRole('button', { name: 'Generate API key' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Generate a new API key?' });
    await confirm.getByRole('button', { name: 'Generate API key' }).focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    // The first box has the focus; forward Tab from an empty box leaves the boxes.
    expect(await focusedName(page)).toMatch(/Digit 1 of 4/);
    const forward: string[] = [];
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      forward.push(await focusedName(page));
    }
    expect(forward.some((name) => /^(Cancel|Confirm)$/.test(name))).toBe(true);
    // And back again with Shift+Tab, into the boxes.
    const backward: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focusedName(page));
    }
    expect(backward.some((name) => /Digit \d of 4/.test(name))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to where the merchant started, never to <body>.
    await expect.poll(() => focusedName(page)).toMatch(/Generate (API|new) key/);
  });

  test('the PIN typed from the keyboard confirms the action', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    await setPin(page, baseUrl, '2468');
    await page.goto(`${baseUrl}/store/${AURORA}/integration`);
    await page.getByRole('button', { name: 'Generate API key' }).click();
    await page
      .getByRole('alertdialog', { name: 'Generate a new API key?' })
      .getByRole('button', { name: 'Generate API key' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    // The dialog puts focus in its first PIN box: typing waits for that, not for the dialog alone.
    await expect(dialog.getByRole('group', { name: 'PIN code' }).getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type('2468');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Your new API key' }).waitFor();
  });
});

test.describe('Layout changes keep what the merchant typed', () => {
  test('crossing 993 px (a tablet turned) keeps unsaved profile edits', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/profile`);
    const city = page.getByRole('textbox', { name: 'City' });
    await city.fill('Typed before turning');
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Typed before turning');
    await page.setViewportSize({ width: 1550, height: 900 });
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Typed before turning');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });
});

test.describe('Strict CSP', () => {
  test('opening dropdowns and popovers logs no Content Security Policy violation', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    const errors = collectConsoleErrors(page);
    await signIn(page, baseUrl);

    // A Base UI select (the statistics period) and a popover list (the invoice store filter).
    const period = page.getByRole('combobox', { name: 'Income period' });
    await period.hover();
    await period.click();
    await page.getByRole('option', { name: 'This week' }).click();
    await page.goto(`${baseUrl}/finance/invoice`);
    await page.getByRole('button', { name: 'Store', exact: true }).click();
    await page.getByRole('listbox', { name: 'Store' }).getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/profile/notifications`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });
});
