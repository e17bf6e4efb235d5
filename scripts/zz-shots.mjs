import { chromium } from 'playwright-core';

const base = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const lang of ['de', 'fr', 'ua']) {
  for (const width of [375, 1550]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page
      .locator('header select')
      .first()
      .selectOption(lang)
      .catch(async () => {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.reload();
      });
    for (const [name, path] of [
      ['dashboard', '/'],
      ['invoice', '/finance/invoice/104981'],
      ['security', '/profile/security'],
    ]) {
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots17/${lang}-${name}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(lang, name, width, 'horizontal overflow px:', overflow);
    }
    await context.close();
  }
}
await browser.close();
