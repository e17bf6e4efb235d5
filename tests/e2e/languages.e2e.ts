import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';
import { signedInScreens } from './lib/routes';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

/** Every word of a language's catalogue (lower case, letters only, four letters or more). */
function catalogueWords(lang: string): Set<string> {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ');
      for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) collect(item);
    }
  };
  for (const file of readdirSync(`${LOCALES}${lang}`)) {
    if (file.endsWith('.json')) collect(JSON.parse(readFileSync(`${LOCALES}${lang}/${file}`, 'utf8')));
  }
  return words;
}

/**
 * Words only the English interface uses: in the English catalogue, not in the other
 * language's (so shared words such as "Status" or "Email" do not count), and not product
 * words (API, PIN, USDT, CSV...), which every language keeps.
 */
function englishOnly(lang: string): Set<string> {
  const own = catalogueWords(lang);
  const product = new Set([
    'usdt',
    'tron',
    'trc20',
    'erc20',
    'bitcoin',
    'ethereum',
    'nordpay',
    'telegram',
    'google',
  ]);
  return new Set([...catalogueWords('en')].filter((word) => !own.has(word) && !product.has(word)));
}

/** The interface's own words on screen: the main content, without the merchant's data. */
async function interfaceText(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    // Data the merchant or the backend wrote (store titles, notes, addresses, amounts) is
    // not the interface: tables' and lists' cells, inputs' values, links to records and
    // what the page marks as not to be translated (the merchant's own texts).
    for (const element of copy.querySelectorAll('td, input, textarea, code, [translate="no"], a[href*="/"]'))
      element.remove();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (hidden parts left out) is what a merchant reads
    return copy.innerText;
  });
}

for (const lang of ['ru', 'de', 'fr', 'ua'] as const) {
  test(`${lang}: switched from the header, no screen shows English interface words`, async ({
    newPage,
    baseUrl,
  }) => {
    test.setTimeout(180_000);
    const english = englishOnly(lang);
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.locator('header select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ua' ? 'uk' : lang);

    const found: string[] = [];
    for (const route of signedInScreens()) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const words = (await interfaceText(page)).toLowerCase().match(/\p{L}{4,}/gu) ?? [];
      const leftovers = [...new Set(words.filter((word) => english.has(word)))];
      if (leftovers.length > 0) found.push(`${route}: ${leftovers.join(', ')}`);
    }
    expect(found).toEqual([]);
  });
}
