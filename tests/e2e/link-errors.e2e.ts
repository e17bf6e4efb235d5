import { resetDemo } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const CASES = [
  ['reset-missing', '/reset-password', 'Open the link from your e-mail'],
  ['first-login-missing', '/first-login', 'Open your invitation link'],
  ['reset-incomplete', '/reset-password?email=demo%40exa&token=demo-reset-token', 'This link is incomplete'],
  [
    'reset-expired',
    '/reset-password?email=demo%40example.com&token=demo-expired-token',
    'This link has expired',
  ],
  [
    'first-login-used',
    '/first-login?email=demo%40example.com&token=demo-used-token',
    'This link has already been used',
  ],
  [
    'reset-invalid',
    '/reset-password?email=demo%40example.com&token=unknown-token-0000',
    'This link is no longer valid',
  ],
] as const;

test.describe('Set-password link errors at 375 px', () => {
  for (const [name, path, title] of CASES) {
    test(`${name}: names the case, links back to sign-in, fits the phone`, async ({ newPage, baseUrl }) => {
      const page = await newPage({ width: 375 });
      await page.goto(`${baseUrl}${path}`);
      await page.getByText(title, { exact: true }).waitFor();
      await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `screenshots/link-error-375-${name}.png` });
    });
  }
});
