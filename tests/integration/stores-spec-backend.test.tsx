import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type StoreRow, storesDb } from '@mocks/db/stores';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

/**
 * Issue 13: the store screens against a backend written only from SPEC.md and API-NOTES.md
 * (cases 1, 2, 7 and 9 of the issue). Each handler answers the exact shape the issue saw.
 */

beforeEach(() => resetFeedback());

const AURORA = 301;

/** A store with only the fields SPEC.md section 3 names (no created, version, api key, fee_payer). */
function specStore(row: StoreRow) {
  return {
    id: row.id,
    title: row.title,
    ...(row.logo ? { logo: row.logo.replace(/^\//, '') } : {}),
    status: row.status,
    payments_enabled: row.payments_enabled,
    merchant_fee: row.merchant_fee,
    client_fee: row.client_fee,
    ...(row.payment_currency ? { payment_currency: row.payment_currency } : {}),
    business_scope: row.business_scope,
    main_url: row.main_url,
    default_invoice_ttl: row.default_invoice_ttl,
    available_payment_currencies: [...row.available_payment_currencies],
    redirect_urls: { ...row.redirect_urls },
    callback_url: row.callback_url,
    ips: [...row.ips],
    chat_settings: { ...row.chat_settings },
    chat_enabled: row.chat_enabled,
  };
}

const SPEC_SORT_COLUMNS = ['id', 'title', 'status'];

/** GET /api/store/list of a spec-only backend: 400 validation_error for a sort column SPEC does not name. */
function refuseUnknownSortColumns() {
  server.use(
    http.get('*/api/store/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.has('short')) return undefined;
      if (!SPEC_SORT_COLUMNS.includes(params.get('sortColumn') ?? '')) {
        return HttpResponse.json({ messages: ['validation_error'] }, { status: 400 });
      }
      return undefined;
    }),
  );
}

/**
 * GET /api/store/list of a backend that reads merchantId and nothing else: every store (in
 * the demo's full shape), one page, in id order.
 */
function ignoreListParameters() {
  server.use(
    http.get('*/api/store/list', ({ request }) => {
      if (new URL(request.url).searchParams.has('short')) return undefined;
      const stores = storesDb
        .all(DEMO_MERCHANT_ID)
        .map(({ merchant_id: _m, archived: _a, api_key_hash: _h, ...store }) => store);
      return HttpResponse.json({ data: { count: stores.length, stores } });
    }),
  );
}

const table = () => screen.getByRole('table', { name: 'Stores' });
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('case 1: the store list asks only for sort columns SPEC names', () => {
  it('the dashboard carousel shows every store when created is refused as a sort column', async () => {
    refuseUnknownSortColumns();
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: 'Stores (14)' });
    expect(within(region).getAllByRole('group')).toHaveLength(15);
    expect(within(region).getByText('Aurora Coffee Roasters')).toBeInTheDocument();
  });

  it('/store lists every store, newest first, when created is refused as a sort column', async () => {
    refuseUnknownSortColumns();
    await renderRoute('/store');
    expect(await screen.findByText('14 stores')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    // Newest first: the seed's last store is the newest.
    expect(titles()[0]).toBe('Nimbus Cloud Tools');
  });
});

describe('case 9: status filter and search give correct results from a backend that ignores them', () => {
  it('filters by status on the client', async () => {
    ignoreListParameters();
    await renderRoute('/store?status=%5B%22denied%22%5D');
    expect(await screen.findByText('2 stores')).toBeInTheDocument();
    expect(titles().sort()).toEqual(['Kestrel VPN', 'Lumen Art Prints']);
  });

  it('searches titles on the client', async () => {
    ignoreListParameters();
    const { user } = await renderRoute('/store');
    expect(await screen.findByText('14 stores')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'lotus');
    expect(await screen.findByText('1 store')).toBeInTheDocument();
    expect(titles()).toEqual(['Golden Lotus Spa']);
  });

  it('sorts by title on the client, whatever order the backend answers in', async () => {
    ignoreListParameters();
    await renderRoute('/store?sort=title&dir=desc');
    await screen.findByText('14 stores');
    await waitFor(() => expect(titles()[0]).toBe('Nimbus Cloud Tools'));
    expect(titles().at(-1)).toBe('Aurora Coffee Roasters');
  });
});

describe('case 2: a store without created (SPEC fields only) opens every store page', () => {
  function answerSpecStore() {
    server.use(
      http.get('*/api/store/private', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        const row = storesDb.get(id);
        if (!row) return HttpResponse.json({ messages: ['store_not_found'] }, { status: 404 });
        return HttpResponse.json({ data: specStore(row) });
      }),
    );
  }

  it('the overview says the creation date is unknown and the header leaves it out', async () => {
    answerSpecStore();
    await renderRoute(`/store/${AURORA}`);
    expect(
      await screen.findByRole('heading', { name: 'Aurora Coffee Roasters', level: 1 }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Store details' });
    const created = within(details).getByText('Created').closest('div');
    expect(created).toHaveTextContent('CreatedUnknown');
    expect(screen.queryByText(/^Created \d/)).not.toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });

  for (const page of ['settings', 'integration', 'fees', 'chat']) {
    it(`/store/{id}/${page} renders`, async () => {
      answerSpecStore();
      await renderRoute(`/store/${AURORA}/${page}`);
      expect(
        await screen.findByRole('heading', { name: 'Aurora Coffee Roasters', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    });
  }
});

describe('case 7: accepted currencies offer each active currency once, by code', () => {
  it('a system USDT is offered once and an active fiat-like USD is offered', async () => {
    const currency = (code: string, type: number, system: boolean) => ({
      code,
      active: true,
      logo: `media/currencies/${code.toLowerCase()}.svg`,
      precision: 2,
      rates_precision: 4,
      type,
      system,
    });
    server.use(
      http.get('*/api/enums', ({ request }) => {
        if (new URL(request.url).searchParams.get('enum') !== 'currencies') return undefined;
        return HttpResponse.json({
          data: [currency('USDT', 1, true), currency('BTC', 1, false), currency('USD', 0, false)],
        });
      }),
    );
    await renderRoute(`/store/${AURORA}/settings`);
    const accepted = await screen.findByRole('group', { name: 'Accepted currencies' });
    expect(within(accepted).getAllByRole('checkbox', { name: 'USDT' })).toHaveLength(1);
    expect(within(accepted).getByRole('checkbox', { name: 'USD' })).toBeInTheDocument();
    expect(within(accepted).getByRole('checkbox', { name: 'BTC' })).toBeInTheDocument();
  });
});
