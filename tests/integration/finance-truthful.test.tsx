import { readFileSync } from 'node:fs';
import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Answers of a backend that follows SPEC.md and API-NOTES.md to the letter but chose other
// plausible forms where they are silent (strings for numbers and ids, times in milliseconds
// and ISO, lists keyed by address, unreadable answers). The finance screens must never state
// a falsehood about them.

beforeEach(() => resetFeedback());

/** Answers a GET with `data` as it stands (not through the demo's handler). */
const answer = (path: string, data: unknown) => http.get(`*${path}`, () => HttpResponse.json({ data }));

const originalMatchMedia = window.matchMedia;
/** The screen `width` px wide, as far as the app's media queries go (jsdom has no layout). */
function emulateWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return { ...originalMatchMedia(query), matches, media: query };
  };
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  for (const style of document.head.querySelectorAll('style[data-test-css]')) style.remove();
});

/** 2025-10-09 08:53:20 UTC in the three forms a time may come in. */
const SECONDS = 1_760_000_000;
const MILLISECONDS = SECONDS * 1000;
const ISO = '2025-10-09T08:53:20Z';

// ------------------------------------------------------------------ favourites

const OFFICE = 'TXaOfficeAddress0000000000001';
const PAYROLL = 'TXbPayrollAddress000000000002';
const COLD = 'TXcColdStorageAddress00000003';
/** SPEC section 3: favourites are "keyed by address": an object keyed by address. */
const keyedFavourites = {
  [OFFICE]: { currency: 'USDT', title: 'Office' },
  [PAYROLL]: { currency: 'USDT', title: 'Payroll' },
  [COLD]: { currency: 'USDT', title: 'Cold storage' },
};

async function withdrawForm() {
  const view = await renderRoute('/finance/withdrawal?currency=USDT');
  const form = await screen.findByRole('region', { name: 'Withdraw' });
  const favourites = await within(form).findByRole('region', { name: 'Favourite addresses' });
  return { ...view, form, favourites };
}

describe('favourite addresses (SPEC section 3: kept per merchant, keyed by address)', () => {
  it('an answer keyed by address lists all three, never "No favourite addresses yet"', async () => {
    server.use(answer('/api/finance/favorites', keyedFavourites));
    const { form, favourites, user } = await withdrawForm();
    for (const name of ['Office', 'Payroll', 'Cold storage'])
      expect(await within(favourites).findByRole('button', { name: `Use ${name}` })).toBeEnabled();
    expect(within(favourites).queryByText('No favourite addresses yet.')).not.toBeInTheDocument();
    await user.click(within(favourites).getByRole('button', { name: 'Use Payroll' }));
    expect(within(form).getByRole('textbox', { name: 'Destination address' })).toHaveValue(PAYROLL);
  });

  it('a list that failed to load says so with Try again, never "No favourite addresses yet"', async () => {
    server.use(
      http.get('*/api/finance/favorites', () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { favourites, user } = await withdrawForm();
    expect(
      await within(favourites).findByText('The favourite addresses could not be loaded'),
    ).toBeInTheDocument();
    expect(within(favourites).queryByText('No favourite addresses yet.')).not.toBeInTheDocument();
    // Adding a known address would update it: not before the favourites are read.
    expect(within(favourites).getByRole('button', { name: 'Add address' })).toBeDisabled();

    server.use(answer('/api/finance/favorites', keyedFavourites));
    await user.click(within(favourites).getByRole('button', { name: 'Try again' }));
    expect(await within(favourites).findByRole('button', { name: 'Use Office' })).toBeEnabled();
  });

  it('an answer that cannot be read is an error with Try again, not an empty list', async () => {
    server.use(answer('/api/finance/favorites', { favorites: 'three of them', count: 3 }));
    const { favourites } = await withdrawForm();
    expect(
      await within(favourites).findByText('The favourite addresses could not be loaded'),
    ).toBeInTheDocument();
    expect(within(favourites).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(favourites).queryByText('No favourite addresses yet.')).not.toBeInTheDocument();
  });
});

describe('the add-favourite form sends back unchanged what it could not read', () => {
  it('re-adding a known address keeps its unreadable title and currency as the server sent them', async () => {
    const title = { en: 'Office', ru: 'Офис' };
    const currency = { code: 'USDT', network: 'tron' };
    let sent: unknown = null;
    server.use(
      answer('/api/finance/favorites', { [OFFICE]: { currency, title } }),
      http.post('*/api/finance/add-favorite', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: null });
      }),
    );
    const { form, favourites, user } = await withdrawForm();
    // The favourite is listed (by its address: its title could not be read).
    await within(favourites).findByRole('button', { name: /^Use TXaOffice/ });
    await user.type(within(form).getByRole('textbox', { name: 'Destination address' }), OFFICE);
    await user.click(within(favourites).getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a favourite USDT address' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByText(/The saved value could not be read/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('This address is already a favourite: saving changes its name only.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({ merchant_id: DEMO_MERCHANT_ID, address: OFFICE, currency, title });
  });

  it('a name the merchant types goes as typed; the currency it could not read still goes back as sent', async () => {
    const currency = { code: 'USDT', network: 'tron' };
    let sent: unknown = null;
    server.use(
      answer('/api/finance/favorites', { [OFFICE]: { currency, title: 'Office' } }),
      http.post('*/api/finance/add-favorite', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: null });
      }),
    );
    const { form, favourites, user } = await withdrawForm();
    await within(favourites).findByRole('button', { name: 'Use Office' });
    await user.type(within(form).getByRole('textbox', { name: 'Destination address' }), OFFICE);
    await user.click(within(favourites).getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a favourite USDT address' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Office');
    await user.clear(name);
    await user.type(name, 'Head office');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({ merchant_id: DEMO_MERCHANT_ID, address: OFFICE, currency, title: 'Head office' });
  });
});

// ------------------------------------------------------------------ lists that cannot be read

describe('a list that cannot be read shows an error with Try again, never its empty state', () => {
  it('the wallets', async () => {
    server.use(answer('/api/finance/wallets', { wallets: 'USDT, BTC', count: 2 }));
    const { user } = await renderRoute('/finance');
    const region = await screen.findByRole('region', { name: 'Wallets' });
    expect(await within(region).findByText('The wallets could not be loaded')).toBeInTheDocument();
    expect(within(region).queryByText('No wallets yet')).not.toBeInTheDocument();
    server.use(answer('/api/finance/wallets', { USDT: { balance: '12.5', hold: 0 } }));
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    const usdt = await within(region).findByRole('article', { name: 'USDT' });
    expect(within(usdt).getByText('12.50')).toBeInTheDocument();
  });

  it('the withdrawal history', async () => {
    // Three rows, none with an id the cabinet can read (a row is nothing without its id).
    const row = (ref: string) => ({
      id: ref,
      create_timestamp: SECONDS,
      sum_to_pay: '10',
      status: 'success',
    });
    server.use(answer('/api/finance/withdrawal/history', [row('w-1'), row('w-2'), row('w-3')]));
    await renderRoute('/finance/withdrawal?currency=USDT');
    const section = await screen.findByRole('region', { name: 'Withdrawals' });
    expect(await within(section).findByText('The history could not be loaded')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(section).queryByText('No withdrawals yet')).not.toBeInTheDocument();
  });

  it('a deposit address that cannot be read is not "no address yet"', async () => {
    server.use(answer('/api/finance/crypto-address', { address: { value: 'TQn…' }, currency: 'USDT' }));
    await renderRoute('/finance/replenishment?currency=USDT');
    const panel = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(panel).findByText('The deposit address could not be loaded')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(panel).queryByText('No USDT address yet')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Create address' })).not.toBeInTheDocument();
  });
});

// ------------------------------------------------------------------ numbers that did not arrive

describe('a number or money that did not arrive is Unknown, never 0', () => {
  it('wallet balance (a numeric string) is read; hold, min balance and available are Unknown', async () => {
    server.use(
      answer('/api/finance/wallets', [{ currency: 'USDT', balance: '1250.5', hold: 'n/a' }]),
      answer('/api/finance/min-balance', 'see the terms'),
    );
    await renderRoute('/finance');
    const region = await screen.findByRole('region', { name: 'Wallets' });
    const usdt = await within(region).findByRole('article', { name: 'USDT' });
    expect(within(usdt).getByText('1,250.50')).toBeInTheDocument();
    const fact = (label: string) =>
      within(usdt).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd');
    for (const label of ['Available', 'On hold', 'Minimum balance'])
      expect(fact(label)).toHaveTextContent('Unknown');
    expect(within(usdt).queryByText(/0\.00/)).not.toBeInTheDocument();
  });

  it('the balance as a numeric string is read; the wallet count of a failed list is Unknown', async () => {
    server.use(
      answer('/api/finance/balance', { balance: '34175.06' }),
      http.get('*/api/finance/wallets', () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    await renderRoute('/finance');
    const total = (await screen.findByText('Total balance')).closest('[class*="card"]') as HTMLElement;
    expect(await within(total).findByText('34,175.06')).toBeInTheDocument();
    const count = screen.getByText('one per currency').closest('[class*="card"]') as HTMLElement;
    expect(await within(count).findByText('Unknown')).toBeInTheDocument();
    expect(within(count).queryByText('0')).not.toBeInTheDocument();
  });

  it('a payout method without its fee: fee, total and balance left are Unknown, not 0.00', async () => {
    server.use(
      answer('/api/finance/wallets', [{ currency: 'USDT', balance: 500, hold: '0' }]),
      answer('/api/finance/system-methods', {
        methods: [{ id: '101', type: 'payout', title: 'TRC-20', currency: 'USDT', min_amount: '10' }],
      }),
    );
    const { form, user } = await withdrawForm();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Payout method' })).toHaveTextContent('TRC-20'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '25');
    const summary = within(form).getByRole('region', { name: 'Summary' });
    const figure = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd');
    await waitFor(() => expect(figure('Amount')).toHaveTextContent('25.00 USDT'));
    for (const label of ['Fee', 'Leaves the wallet', 'Balance left'])
      expect(figure(label)).toHaveTextContent('Unknown');
    expect(within(summary).queryByText(/^0\.00/)).not.toBeInTheDocument();
  });
});

// ------------------------------------------------------------------ times

describe('times in milliseconds or ISO strings show real dates (never the year 58,719)', () => {
  it('history rows', async () => {
    const row = (id: number, created: number | string) => ({
      id: String(id),
      create_timestamp: created,
      currency: 'USDT',
      sum_to_pay: '10',
      fee_sum: '0.1',
      total_sum: '10.1',
      details: `TAddress${id}`,
      status: 'success',
    });
    server.use(answer('/api/finance/withdrawal/history', [row(1, MILLISECONDS), row(2, ISO)]));
    await renderRoute('/finance/withdrawal?currency=USDT');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const tr of rows) {
      const date = within(tr).getAllByRole('cell')[1] as HTMLElement;
      expect(date).toHaveTextContent(/2025/);
      expect(date).not.toHaveTextContent(/Unknown|—/);
    }
    expect(table).not.toHaveTextContent(/5\d,?\d{3}/);
  });

  it('a withdrawal (spo) and its status history', async () => {
    server.use(
      answer('/api/finance/spo', {
        id: '4242',
        create_timestamp: MILLISECONDS,
        updated: ISO,
        currency: 'USDT',
        sum_to_pay: '25',
        status: 'awaiting_payment',
      }),
      answer('/api/finance/spo-history', {
        history: [
          { status: 'created', created: ISO },
          { status: 'awaiting_payment', create_timestamp: MILLISECONDS },
        ],
      }),
    );
    await renderRoute('/finance/withdrawal/4242');
    const details = await screen.findByRole('region', { name: 'Details' });
    const field = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd');
    expect(field('Created')).toHaveTextContent(/2025/);
    expect(field('Last change')).toHaveTextContent(/2025/);
    const trail = screen.getByRole('region', { name: 'Status history' });
    const times = await waitFor(() => {
      const found = trail.querySelectorAll('time');
      expect(found).toHaveLength(2);
      return [...found];
    });
    for (const time of times) {
      expect(time).toHaveTextContent(/2025/);
      expect(time.getAttribute('dateTime')).toMatch(/^2025-10-09/);
    }
  });
});

// ------------------------------------------------------------------ currency pickers

const currency = (code: string, type: number | string, active: unknown) => ({
  code,
  active,
  logo: `media/currencies/${code.toLowerCase()}.svg`,
  precision: 2,
  rates_precision: 4,
  type,
  system: code === 'USDT',
});
/** Crypto of kind 1 and 2 (both offered), inactive ones as 0, "0" and false, a fiat-like one. */
const CURRENCIES = [
  currency('USDT', 1, true),
  currency('SOL', 2, true),
  currency('DOGE', 1, 0),
  currency('XRP', '1', '0'),
  currency('ADA', 1, false),
  currency('EUR', 0, true),
];
const currenciesAnswer = () =>
  http.get('*/api/enums', ({ request }) =>
    new URL(request.url).searchParams.get('enum') === 'currencies'
      ? HttpResponse.json({ data: CURRENCIES })
      : undefined,
  );

async function optionsOf(combobox: HTMLElement, user: { click: (element: Element) => Promise<void> }) {
  await user.click(combobox);
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('currency pickers offer every active crypto currency, and only those', () => {
  it('the new wallet of the finance overview', async () => {
    server.use(
      currenciesAnswer(),
      answer('/api/finance/wallets', [{ currency: 'USDT', balance: 1, hold: 0 }]),
    );
    const { user } = await renderRoute('/finance?dialog=new-wallet');
    const dialog = await screen.findByRole('dialog', { name: 'Open a new wallet' });
    expect(await optionsOf(within(dialog).getByRole('combobox', { name: 'Currency' }), user)).toEqual([
      'SOL',
    ]);
  });

  it('currencies that could not be loaded: the new wallet says so, never "a wallet for every currency"', async () => {
    server.use(
      http.get('*/api/enums', ({ request }) =>
        new URL(request.url).searchParams.get('enum') === 'currencies'
          ? HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await renderRoute('/finance?dialog=new-wallet');
    const dialog = await screen.findByRole('dialog', { name: 'Open a new wallet' });
    expect(await within(dialog).findByText('The currencies could not be loaded')).toBeInTheDocument();
    expect(
      within(dialog).queryByText('You already have a wallet for every available currency.'),
    ).not.toBeInTheDocument();
    server.use(currenciesAnswer());
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
  });

  it('the top-up of the replenishment page', async () => {
    server.use(currenciesAnswer());
    const { user } = await renderRoute('/finance/replenishment?currency=USDT');
    const panel = await screen.findByRole('region', { name: 'Top up' });
    expect(await optionsOf(within(panel).getByRole('combobox', { name: 'Currency' }), user)).toEqual([
      'USDT',
      'SOL',
    ]);
  });
});

// ------------------------------------------------------------------ figures fit

/**
 * The style sheets of the pieces that draw the finance figures, as the browser has them
 * (Vitest keeps CSS module class names as written, so the rules apply to the rendered DOM).
 */
const FIGURE_CSS = [
  'src/components/ui/amount.module.css',
  'src/components/ui/stat-card.module.css',
  'src/components/ui/surface.module.css',
  'src/components/ui/detail-list.module.css',
  'src/components/ui/money-summary.module.css',
  'src/features/finance/finance-pages.module.css',
  'src/features/finance/wallet-list.module.css',
  'src/features/finance/withdrawal-form.module.css',
  'src/features/finance/history-list.module.css',
  'src/features/finance/detail.module.css',
];

function withFigureStyles() {
  const style = document.createElement('style');
  style.dataset.testCss = '';
  style.textContent = FIGURE_CSS.map((path) => readFileSync(path, 'utf8')).join('\n');
  document.head.append(style);
}

/**
 * The elements between a figure and `root` that would cut it: those that hide what overflows
 * them (hidden, clip or an ellipsis). A figure in none of them is shown whole (it wraps).
 */
function cutters(figure: HTMLElement, root: HTMLElement): string[] {
  const found: string[] = [];
  for (let node: HTMLElement | null = figure; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const hides = [style.overflow, style.overflowX].some((value) => value === 'hidden' || value === 'clip');
    if (hides || style.textOverflow === 'ellipsis') found.push(node.className || node.tagName);
    if (node === root) break;
  }
  return found;
}

describe('money with up to 12 integer digits shows whole at 375 and 1550 px', () => {
  for (const width of [375, 1550]) {
    it(`the total balance and the wallet cards at ${width} px`, async () => {
      emulateWidth(width);
      withFigureStyles();
      server.use(
        answer('/api/finance/balance', { balance: 985034175.06, currency: 'USDT' }),
        answer('/api/finance/wallets', [
          { currency: 'USDT', balance: '999999999999.99', hold: '123456789012.34' },
        ]),
        answer('/api/finance/min-balance', { USDT: '100000000000.5' }),
      );
      await renderRoute('/finance');
      const label = await screen.findByText('Total balance');
      const card = label.closest('[class*="card"]') as HTMLElement;
      const total = await within(card).findByText('985,034,175.06');
      expect(cutters(total, card)).toEqual([]);

      const region = await screen.findByRole('region', { name: 'Wallets' });
      const usdt = await within(region).findByRole('article', { name: 'USDT' });
      for (const text of ['999,999,999,999.99', '123,456,789,012.34 USDT', '776,543,210,987.15 USDT']) {
        const figure = within(usdt).getByText(text);
        expect(cutters(figure, usdt), text).toEqual([]);
      }
    });

    it(`a withdrawal, its history and its detail at ${width} px`, async () => {
      emulateWidth(width);
      withFigureStyles();
      const spo = {
        id: 4242,
        created: SECONDS,
        currency: 'USDT',
        amount: 985034175.06,
        fee: 9850341.75,
        total: 994884516.81,
        fee_sum: 9850341.75,
        total_sum: 994884516.81,
        details: 'TQnDestinationAddress0001',
        status: 'awaiting_payment',
      };
      server.use(
        answer('/api/finance/wallets', [{ currency: 'USDT', balance: 999999999999.99, hold: 0 }]),
        answer('/api/finance/withdrawal/history', [spo]),
        answer('/api/finance/spo', spo),
      );
      const { user } = await renderRoute('/finance/withdrawal?currency=USDT');
      const form = await screen.findByRole('region', { name: 'Withdraw' });
      const balance = await within(form).findByText('999,999,999,999.99 USDT');
      expect(cutters(balance, form)).toEqual([]);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Withdrawals' });
      const history = heading.closest('section') as HTMLElement;
      const amount = await within(history).findByText('985,034,175.06');
      expect(cutters(amount, history)).toEqual([]);
      if (width > 992) {
        // The table's fee column (the cards on a phone show the amount only).
        const fee = within(history).getByText('9,850,341.75');
        expect(cutters(fee, history)).toEqual([]);
      }

      await user.click(within(history).getAllByRole('link', { name: /4242/ })[0] as HTMLElement);
      await screen.findByRole('heading', { level: 1, name: 'Withdrawal 4242' });
      const summary = await screen.findByRole('region', { name: 'Summary' });
      const figure = await within(summary).findByText('985,034,175.06');
      expect(cutters(figure, summary)).toEqual([]);
      const details = screen.getByRole('region', { name: 'Details' });
      // Debited in the wallet's currency and in USDT: both the same here.
      const totals = within(details).getAllByText('994,884,516.81 USDT');
      expect(totals).toHaveLength(2);
      for (const total of totals) expect(cutters(total, details)).toEqual([]);
    });
  }
});
