import { readFileSync } from 'node:fs';
import { totp } from '../../mocks/db/second-factor';
import { api, apiSignIn } from '../e2e/lib/api';
import type { Journey, JourneyContext } from './lib/journey';
import type { Page } from './lib/page';

/**
 * The core journeys of the cabinet, written once and run in every engine and width by
 * tests/engines/run.ts (Firefox and WebKit, wide and phone). Each starts from a reset demo in a
 * fresh browser profile. `t.step` names what a failure screenshot shows.
 */

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
const AURORA = 301;
const GERMAN = JSON.parse(readFileSync(new URL('../../locales/de/shell.json', import.meta.url), 'utf8')) as {
  account: { menu: string; quit: string };
  pages: { dashboard: string };
};

async function signIn({ page, step }: JourneyContext) {
  await step('sign in', async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForUrl((url) => !url.pathname.startsWith('/login'), 30_000);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  });
}

/** A link of the main navigation (behind the menu button on a phone). */
async function navigate({ page, phone }: JourneyContext, name: string) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
}

/**
 * Types a code into the first box of a one-time code group; the boxes move the focus on. (A
 * PIN's boxes are password fields, which have no role: found as inputs.)
 */
async function typeCode(page: Page, group: string, code: string) {
  await page.getByRole('group', { name: group }).locator('input').nth(0).click();
  await page.type(code);
}

const CAROUSEL = 'section[aria-roledescription="carousel"]';
const SLIDE = `${CAROUSEL} [aria-roledescription="slide"]`;
const firstSlideLeft = (page: Page) =>
  page.evaluate<number>(`document.querySelector(${JSON.stringify(SLIDE)}).getBoundingClientRect().left`);

/** The highest row (table) or card (phone) position the invoice list has rendered. */
const lastInvoiceIndex = (page: Page) =>
  page.evaluate<number>(`Math.max(0, ...[...document.querySelectorAll('main [aria-rowindex], main [aria-posinset]')]
    .map((node) => Number(node.getAttribute('aria-rowindex') ?? node.getAttribute('aria-posinset'))))`);

export const journeys: Journey[] = [
  {
    name: 'sign in, the dashboard and its stores carousel moved',
    async run(t) {
      const { page } = t;
      await signIn(t);
      await t.step('the dashboard', async () => {
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      });
      await t.step('the carousel moves on Next while the page loads', async () => {
        // Loaded anew (a signed-in merchant opening the cabinet), and Next clicked the moment it
        // turns enabled, while the page still loads: an enabled arrow must move the carousel.
        // (The carousel starts in an animation frame, which WebKit holds back during a load;
        // it used to enable Next before then, and ignore it for a second or two.) The click
        // comes from the page itself, in the same task as the change that enabled the arrow:
        // a driver's click would come later by however long the round trip takes.
        await page.open('/');
        await page.evaluate(`(() => {
          const clickWhenEnabled = () => {
            const button = document.querySelector(${JSON.stringify(`${CAROUSEL} button[aria-label="Next stores"]`)});
            const slide = document.querySelector(${JSON.stringify(SLIDE)});
            if (!button || button.disabled || !slide) return;
            observer.disconnect();
            window.__enginesNextAt = slide.getBoundingClientRect().left;
            button.click();
          };
          const observer = new MutationObserver(clickWhenEnabled);
          observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
          clickWhenEnabled();
        })()`);
        const before = await page.waitUntil('Next to be enabled and clicked', () =>
          page.evaluate<number | null>('window.__enginesNextAt ?? null'),
        );
        await page.waitUntil('the first slide to move to the left', async () => {
          const left = await firstSlideLeft(page);
          return left < before - 100 ? left : null;
        });
        // And back with the pointer.
        await page.locator(CAROUSEL).getByRole('button', { name: 'Previous stores' }).click();
        await page.waitUntil('the first slide to come back', async () => {
          const left = await firstSlideLeft(page);
          return Math.abs(left - before) < 2 ? true : null;
        });
      });
    },
  },
  {
    name: 'stores, and a store’s settings saved',
    async run(t) {
      const { page } = t;
      await signIn(t);
      await t.step('the store list', async () => {
        await navigate(t, 'Stores');
        await page.waitForUrl(/^\/store$/);
        await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
        await page.getByText('Aurora Coffee Roasters').nth(0).waitFor();
      });
      await t.step('a store’s settings saved', async () => {
        await page.goto(`/store/${AURORA}/settings`);
        const save = page.getByRole('button', { name: 'Save changes' });
        await save.waitForState('is disabled before an edit', (state) => state.disabled);
        await page.getByLabel('Store name').fill('Aurora Coffee & Tea');
        await page.getByLabel('After a failed or cancelled payment').fill('https://aurora.example.com/cart');
        const saved = await page.getByText('Saved').watch();
        await save.click();
        await saved.seen();
        await page.getByRole('heading', { level: 1, name: 'Aurora Coffee & Tea' }).waitFor();
      });
    },
  },
  {
    name: 'finance, the invoice list scrolled, and an invoice',
    async run(t) {
      const { page } = t;
      await signIn(t);
      await t.step('the finance overview', async () => {
        await navigate(t, 'Finance');
        await page.waitForUrl(/^\/finance$/);
        await page.getByRole('region', { name: 'Wallets' }).getByRole('article').nth(0).waitFor();
      });
      await t.step('the invoice list scrolled', async () => {
        await page.goto('/finance/invoice');
        const first = await page.waitUntil(
          'the first invoices',
          async () => (await lastInvoiceIndex(page)) || null,
        );
        // Scrolled until rows far below the first screenfuls are rendered (pages loaded on the way).
        const target = first + 150;
        await page.waitUntil(
          `invoice ${target} to be rendered while scrolling`,
          async () => {
            await page.evaluate('window.scrollBy(0, 1500)');
            return (await lastInvoiceIndex(page)) >= target;
          },
          45_000,
        );
        const rendered = await page.evaluate<number>(
          `document.querySelectorAll('main [aria-rowindex], main [aria-posinset]').length`,
        );
        if (rendered > 250) throw new Error(`the list keeps ${rendered} rows in the page: not virtualised`);
      });
      await t.step('an invoice', async () => {
        await page.evaluate('window.scrollTo(0, 0)');
        const link = page.locator(
          'main [aria-rowindex] a[href^="/finance/invoice/"], main [aria-posinset] a[href^="/finance/invoice/"]',
        );
        await link.nth(0).click();
        const url = await page.waitForUrl(/^\/finance\/invoice\/\d+$/);
        const id = url.pathname.split('/').pop() ?? '';
        await page.getByRole('heading', { level: 1, name: `Invoice ${id}` }).waitFor();
      });
    },
  },
  {
    name: 'invoice creation',
    async run(t) {
      const { page } = t;
      await signIn(t);
      await t.step('a new payment', async () => {
        await page.goto(`/finance/invoice/new?invoiceType=payment&storeId=${AURORA}`);
        await page.getByRole('heading', { level: 1, name: 'New payment' }).waitFor();
        await page.getByRole('textbox', { name: 'Amount' }).fill('150');
        await page.getByRole('textbox', { name: 'External ID' }).fill(`ENGINES-${t.engine}-${t.width}`);
        await page.getByRole('button', { name: 'Create payment' }).click();
        const url = await page.waitForUrl(/^\/finance\/invoice\/\d+$/);
        const id = url.pathname.split('/').pop() ?? '';
        await page.getByRole('heading', { level: 1, name: `Invoice ${id}` }).waitFor();
        await page.getByText(`ENGINES-${t.engine}-${t.width}`).nth(0).waitFor();
      });
    },
  },
  {
    name: 'a withdrawal through the PIN dialog',
    async setUp(baseUrl) {
      const token = await apiSignIn(baseUrl);
      await api(baseUrl, token, 'POST', '/api/merchant-owner/security/pin', {
        pin: '1234',
        pin_operations: ['withdrawal'],
      });
    },
    async run(t) {
      const { page } = t;
      await signIn(t);
      let address = '';
      await t.step('the withdrawal form', async () => {
        await page.goto('/finance/withdrawal?currency=USDT');
        const form = page.getByRole('region', { name: 'Withdraw' });
        await form
          .getByRole('combobox', { name: 'Payout method' })
          .waitForState('shows its fee', (state) => /fee/.test(state.text));
        await form.getByRole('button', { name: 'Use Cold storage' }).click();
        address =
          (
            await form
              .getByRole('textbox', { name: 'Destination address' })
              .waitForState('is filled in', (state) => /^T/.test(state.value ?? ''))
          ).value ?? '';
        await form.getByRole('textbox', { name: 'Amount' }).fill('25');
        await form.getByText('0.25 USDT').nth(0).waitFor();
        await form.getByRole('button', { name: 'Withdraw' }).click();
      });
      await t.step('the PIN dialog', async () => {
        const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
        await dialog.waitFor();
        await typeCode(page, 'PIN code', '1234');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        const url = await page.waitForUrl(/^\/finance\/withdrawal\/\d+$/);
        const id = url.pathname.split('/').pop() ?? '';
        await page.getByRole('heading', { level: 1, name: `Withdrawal ${id}` }).waitFor();
        await page.getByRole('region', { name: 'Details' }).getByText(address).waitFor();
      });
    },
  },
  {
    name: 'a profile save and a logo upload through the second-factor dialog, and security',
    async setUp(baseUrl, shared) {
      const token = await apiSignIn(baseUrl);
      const { otp_secret: secret } = await api<{ otp_secret: string }>(
        baseUrl,
        token,
        'POST',
        '/api/merchant-owner/security/refresh-otp',
      );
      await api(baseUrl, token, 'POST', '/api/merchant-owner/security/otp-params', {
        pin: totp(secret),
        otp_operations: ['settings'],
      });
      shared.otpSecret = secret;
    },
    async run(t) {
      const { page } = t;
      const confirmWithApp = async () => {
        const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
        await dialog.waitFor();
        await typeCode(page, 'Code from the app', totp(t.shared.otpSecret ?? ''));
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await dialog.waitFor({ state: 'hidden' });
      };
      await signIn(t);
      await t.step('the profile saved', async () => {
        await page.goto('/profile');
        const save = page.getByRole('button', { name: 'Save' });
        await save.waitForState('is disabled before an edit', (state) => state.disabled);
        await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
        const saved = await page.getByText('Saved').watch();
        await save.click();
        await confirmWithApp();
        await saved.seen();
        await save.waitForState('is disabled again once saved', (state) => state.disabled);
      });
      await t.step('a logo uploaded', async () => {
        const updated = await page.getByText('Logo updated').watch();
        await page.getByLabel('Upload logo').setFiles(t.files.logo);
        await confirmWithApp();
        await updated.seen();
        await page.getByRole('img', { name: /^Logo of / }).waitFor();
        await page.getByLabel('Change logo').waitFor({ state: 'attached' });
      });
      await t.step('security', async () => {
        await page.goto('/profile/security');
        await page.getByRole('heading', { level: 1, name: 'Security settings' }).waitFor();
        await page
          .getByRole('button', { name: /^Authenticator app/ })
          .waitForState('says it is on', (state) => /ON$/.test(state.text.trim()));
      });
    },
  },
  {
    name: 'a language switch, and log-out',
    async run(t) {
      const { page } = t;
      await signIn(t);
      await t.step('German from the header', async () => {
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
        await page.waitUntil('the page to be German', () =>
          page.evaluate<boolean>(`document.documentElement.lang === 'de'`),
        );
        await page.getByRole('heading', { level: 1, name: GERMAN.pages.dashboard }).waitFor();
      });
      await t.step('log-out from the account menu', async () => {
        await page.getByRole('button', { name: new RegExp(`^${GERMAN.account.menu}`) }).click();
        await page.getByRole('button', { name: GERMAN.account.quit }).click();
        await page.waitForUrl(/^\/login/);
        await page.locator('input[type="password"]').waitFor();
      });
    },
  },
];
