import type { Page, Route } from '@playwright/test';
import { demoControl } from './lib/api';
import { resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));
test.afterEach(({ baseUrl }) => demoControl(baseUrl, 'config', { latency: 0, fail: '' }));

interface FormDrill {
  name: string;
  path: string;
  /** Label of a field and what the merchant types into it. */
  fields: Array<[RegExp, string]>;
  save: RegExp;
  /** A substring of the save call's path (POST). */
  call: string;
}

const FORMS: FormDrill[] = [
  {
    name: 'personal data',
    path: '/profile',
    fields: [[/^City/, 'Drill City']],
    save: /^Save$/,
    call: 'merchant/person',
  },
  {
    name: 'password change',
    path: '/profile/security?panel=password',
    fields: [
      [/^Current password/, 'Demo1234'],
      [/^New password/, 'Drill5678'],
      [/^Repeat the new password/, 'Drill5678'],
    ],
    save: /^Change password$/,
    call: 'change-password',
  },
  {
    name: 'store settings',
    path: '/store/301/settings',
    fields: [[/^Store name/, 'Aurora Coffee Drill']],
    save: /^Save changes$/,
    call: 'store/settings',
  },
  {
    name: 'store integration',
    path: '/store/301/integration',
    fields: [[/^Callback URL/, 'https://drill.example.com/hooks']],
    save: /^Save changes$/,
    call: 'store/integration',
  },
  {
    name: 'store chat',
    path: '/store/301/chat',
    fields: [[/^Greeting/, 'Drill greeting']],
    save: /^Save changes$/,
    call: 'store/chat-settings',
  },
  {
    name: 'new payment invoice',
    path: '/finance/invoice/new?invoiceType=payment&storeId=301',
    fields: [[/^Amount/, '125.50']],
    save: /^Create payment$/,
    call: 'payment/private/create',
  },
];

async function failureShown(page: Page) {
  // A toast, a fail popup or an inline alert: anything announced as an alert.
  const alerts = page.getByRole('alert').filter({ hasText: /\S/ });
  await alerts.first().waitFor({ timeout: 10_000 });
  const text = (await alerts.allTextContents()).join(' ');
  expect(text.trim().length).toBeGreaterThan(0);
  return text;
}

test.describe('Fault drills: a failed save keeps what the merchant typed and says what happened', () => {
  for (const form of FORMS) {
    for (const kind of ['network', '500'] as const) {
      test(`${form.name} under a ${kind === 'network' ? 'network failure' : 'server error (500)'}`, async ({
        newPage,
        baseUrl,
      }) => {
        const page = await newPage();
        await signIn(page, baseUrl);
        await page.goto(`${baseUrl}${form.path}`);
        for (const [label] of form.fields) await page.getByLabel(label).first().waitFor();
        for (const [label, value] of form.fields) await page.getByLabel(label).first().fill(value);
        await demoControl(baseUrl, 'config', { fail: `POST ${form.call}:${kind}` });
        await page.getByRole('button', { name: form.save }).first().click();
        const said = await failureShown(page);
        if (kind === 'network') expect(said).toMatch(/connection|network/i);
        for (const [label, value] of form.fields)
          expect(await page.getByLabel(label).first().inputValue()).toBe(value);
      });
    }
  }
});

test.describe('Slow and failing reads', () => {
  test('slow answers show skeletons, not blank pages', async ({ newPage, baseUrl }) => {
    const page = await newPage();
    await signIn(page, baseUrl);
    await demoControl(baseUrl, 'config', { latency: 1500 });
    // A screen whose answers no earlier screen has fetched (the dashboard has the stores).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Finance' })
      .click();
    const busy = page.locator('[aria-busy="true"]').first();
    await busy.waitFor({ timeout: 10_000 });
    expect(await page.locator('main').textContent()).not.toBe('');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  });

  test('a list keeps its rows when a later refresh fails', async ({ newPage, baseUrl }) => {
    const page = await newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/store`);
    const row = page.getByText('Aurora Coffee Roasters').first();
    await row.waitFor();
    await demoControl(baseUrl, 'config', { fail: 'GET store/list:500' });
    // Background refetch of the same list when the window regains focus or on a remount.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Stores' })
      .click();
    await page.waitForURL(`${baseUrl}/store`);
    await page.waitForTimeout(1000);
    expect(await page.getByText('Aurora Coffee Roasters').first().isVisible()).toBe(true);
  });
});

test.describe('The last navigation wins', () => {
  test('a click made while another screen downloads its code is the one that opens', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/store`);
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    // From here every script is held until released: the profile screen's code is not here yet.
    const held: Route[] = [];
    let firstHeld: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      firstHeld = resolve;
    });
    let releasing = false;
    await page.route('**/assets/*.js', (route) => {
      if (releasing) return route.continue();
      held.push(route);
      firstHeld();
    });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Settings' }).click();
    await asked;
    // Changed their mind: back to the list they are on, before the profile's code arrives.
    await navigation.getByRole('link', { name: 'Stores' }).click();
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(new URL(page.url()).pathname).toBe('/store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stores');

    // The code that arrived meanwhile serves the next visit.
    await navigation.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });
});
