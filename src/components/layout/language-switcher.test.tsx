import { server } from '@mocks/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { languagesQuery } from '@/api/enums/enums.queries';
import { initI18n } from '@/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
}

describe('LanguageSwitcher', () => {
  beforeAll(async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
  });

  it('offers the five bundled languages at once, then adds the server’s once the screen is idle', async () => {
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Русский', 'English', 'Deutsch', 'Français', 'Українська']);
    expect(await within(select).findByRole('option', { name: 'Español' })).toBeInTheDocument();
  });

  it('keeps the bundled languages when the server’s list fails', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/enums', () => {
        asked += 1;
        return HttpResponse.json({ message: ['unknown_error'] }, { status: 500 });
      }),
    );
    renderSwitcher();
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option')).toHaveLength(5);
  });
});

describe('LanguageSwitcher with a server list of { code, name } (SPEC says only "a list")', () => {
  beforeAll(async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
  });

  it('adds the server’s languages under their names', async () => {
    server.use(
      http.get('*/api/enums', () =>
        HttpResponse.json({
          data: [
            { code: 'en', name: 'English' },
            { code: 'es', name: 'Español' },
          ],
        }),
      ),
    );
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(await within(select).findByRole('option', { name: 'Español' })).toHaveValue('es');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('');
  });
});

describe('LanguageSwitcher with server codes in any case and form (EN, en-GB; uk = ua)', () => {
  beforeAll(async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
  });

  it('lists each language once, under the cabinet’s code', async () => {
    server.use(
      http.get('*/api/enums', () =>
        HttpResponse.json({
          data: [
            { code: 'EN', title: 'English' },
            { code: 'en-GB', title: 'English (UK)' },
            { code: 'uk', title: 'Українська' },
            { code: 'ES', title: 'Español' },
          ],
        }),
      ),
    );
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(await within(select).findByRole('option', { name: 'Español' })).toHaveValue('es');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['ru', 'Русский'],
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['ua', 'Українська'],
      ['es', 'Español'],
    ]);
  });
});

describe('LanguageSwitcher and the query cache', () => {
  beforeAll(async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
  });

  it('shows the server’s languages already read (an earlier screen, the palette) at once, without asking again', async () => {
    server.use(http.get('*/api/enums', () => HttpResponse.json({ data: [] })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(languagesQuery().queryKey, [{ code: 'es', title: 'Español', raw: 'es' }]);
    // Fetches this switcher's client starts. Not the network's requests: files share a worker,
    // and a request left in flight by another file's app may land during this test.
    let asked = 0;
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') asked += 1;
    });
    renderSwitcher(client);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'Español' })).toHaveValue('es');
    // Reaching for it asks only for a list older than an hour.
    await act(async () => {
      select.focus();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked).toBe(0);
  });

  it('follows the cache: a list read elsewhere later joins the options', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderSwitcher(client);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      client.setQueryData(languagesQuery().queryKey, [{ code: 'it', title: 'Italiano', raw: 'it' }]);
    });
    expect(within(select).getByRole('option', { name: 'Italiano' })).toHaveValue('it');
  });
});
