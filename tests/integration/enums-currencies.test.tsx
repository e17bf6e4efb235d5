import { server } from '@mocks/node';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

/** Currencies (GET /api/enums?enum=currencies) as a backend of the other plausible forms lists them. */
function answerCurrencies(data: unknown) {
  server.use(
    http.get('*/api/enums', ({ request }) => {
      if (new URL(request.url).searchParams.get('enum') !== 'currencies') return undefined;
      return HttpResponse.json({ data });
    }),
  );
}

describe('SPEC section 7 "currencies: only active kept": active read as yes/no in any form', () => {
  it('a currency with active 0, "0" or "false" is never offered; active 1 or "true" is, whatever its kind code', async () => {
    answerCurrencies([
      {
        code: 'USDT',
        active: '1',
        logo: null,
        precision: '2',
        rates_precision: '4',
        type: '1',
        system: 'true',
      },
      { code: 'BTC', active: 1, logo: null, precision: 8, rates_precision: 8, type: 1, system: 0 },
      { code: 'XMR', active: 0, logo: null, precision: 12, rates_precision: 8, type: 1, system: 0 },
      { code: 'LTC', active: '0', logo: null, precision: 8, rates_precision: 8, type: 1, system: 0 },
      { code: 'DOGE', active: 'false', logo: null, precision: 8, rates_precision: 8, type: 1, system: 0 },
      { code: 'TON', active: 'true', logo: null, precision: '9', rates_precision: 6, type: 2, system: false },
    ]);
    await renderRoute('/store/new');
    expect(await screen.findByRole('checkbox', { name: /USDT/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /BTC/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /TON/ })).toBeInTheDocument();
    for (const inactive of [/XMR/, /LTC/, /DOGE/])
      expect(screen.queryByRole('checkbox', { name: inactive })).not.toBeInTheDocument();
  });
});
