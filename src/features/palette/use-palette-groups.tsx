import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/enums/enums.queries';
import type { SpoDetail } from '@/api/finance/schemas/history.schemas';
import { invoiceKeys } from '@/api/invoices/invoices.queries';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import type { Store, StoreFilterEntry } from '@/api/stores/schemas/store.schemas';
import { storeKeys } from '@/api/stores/stores.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf } from '@/components/money/use-currency-format';
import { storeTarget } from '@/domain/stores';
import { changeLanguage } from '@/i18n/i18n';
import { languageOptions } from '@/i18n/languages';
import { DEFAULT_CURRENCY, formatAmount } from '@/lib/format';
import { useSession } from '@/session/session';
import { matchesText, PALETTE_PAGES, storesWithActions } from './palette-items';
import type { RecentItem } from './recent';
import { StoreBadge } from './store-badge';
import { usePaletteLookups } from './use-palette-lookups';

/** One line of the palette: what it says, what it shows beside, what choosing it does. */
export interface Entry {
  value: string;
  label: string;
  description?: string | undefined;
  badge?: ReactNode;
  amount?: string | undefined;
  run: () => void;
}

/** A heading of the list and its lines. */
export interface Group {
  value: string;
  label: string;
  items: Entry[];
}

/**
 * What the palette lists for the text typed: the recent invoices and stores while it is empty,
 * else the invoices, replenishments, withdrawals and stores found, then the pages, store
 * actions, languages and log-out whose label matches. `status` is the line read out for it;
 * `failed`: a lookup failed (said after the status once the search is over).
 */
export function usePaletteGroups(text: string, recent: readonly RecentItem[]) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const languages = languageOptions(useQuery({ ...languagesQuery(), meta: { silent: true } }).data);
  const found = usePaletteLookups(text);
  const lang = i18n.language;
  const typed = text.trim();

  const statusOfStore = new Map<number, Store>(found.stores.map((store) => [store.id, store]));

  const invoiceEntry = (
    row: Pick<InvoiceRow, 'id' | 'status' | 'total_sum' | 'system_currency' | 'store_title' | 'external_id'>,
  ): Entry => ({
    value: `invoice:${row.id}`,
    label: t('palette.result.invoice', { id: row.id }),
    description: [
      row.store_title || t('ui.unknown'),
      row.external_id ? t('palette.result.external_id', { id: row.external_id }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    badge: <InvoiceStatusBadge status={row.status} />,
    amount: formatAmount(row.total_sum, lang, systemCurrencyOf(row)),
    run: () => void navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: row.id } }),
  });

  /** A recent invoice not in the cache: its number only (nothing is claimed about it). */
  const recentInvoiceEntry = (id: number): Entry => ({
    value: `invoice:${id}`,
    label: t('palette.result.invoice', { id }),
    run: () => void navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: id } }),
  });

  const replenishmentEntry = (row: InvoiceRow): Entry => ({
    value: `replenishment:${row.id}`,
    label: t('palette.result.replenishment', { id: row.id }),
    description: row.store_title || undefined,
    badge: <InvoiceStatusBadge status={row.status} />,
    amount: formatAmount(row.total_sum, lang, systemCurrencyOf(row)),
    run: () =>
      void navigate({ to: '/finance/replenishment/$replenishmentId', params: { replenishmentId: row.id } }),
  });

  const withdrawalEntry = (
    id: number,
    status: string | null,
    total: number | null,
    currency: string | null,
  ): Entry => ({
    value: `withdrawal:${id}`,
    label: t('palette.result.withdrawal', { id }),
    badge: <InvoiceStatusBadge status={status} />,
    amount: formatAmount(total, lang, currency || DEFAULT_CURRENCY),
    run: () => void navigate({ to: '/finance/withdrawal/$withdrawalId', params: { withdrawalId: id } }),
  });

  const storeEntry = (entry: Pick<StoreFilterEntry, 'id' | 'title'> & { is_archived?: boolean }): Entry => {
    const store = statusOfStore.get(entry.id);
    return {
      value: `store:${entry.id}`,
      label: entry.title || t('palette.result.store', { id: entry.id }),
      description: entry.is_archived ? t('palette.result.archived') : undefined,
      badge: <StoreBadge status={store ? store.status : undefined} />,
      run: () => void navigate({ to: storeTarget(store?.status ?? null), params: { storeId: entry.id } }),
    };
  };

  const groups: Group[] = [];
  const add = (value: string, label: string, items: Entry[]) => {
    if (items.length > 0) groups.push({ value, label, items });
  };

  if (typed === '') {
    add(
      'recent',
      t('palette.groups.recent'),
      recent.map((item) => {
        if (item.kind === 'invoice') {
          const cached = queryClient.getQueryData<InvoiceDetail>(invoiceKeys.detail(item.id));
          return cached ? invoiceEntry(cached) : recentInvoiceEntry(item.id);
        }
        const cached =
          queryClient.getQueryData<Store>(storeKeys.detail(item.id)) ?? statusOfStore.get(item.id);
        return storeEntry({ id: item.id, title: cached?.title ?? '' });
      }),
    );
  } else if (found.settled !== '') {
    const rows = found.invoices;
    add(
      'invoices',
      t('palette.groups.invoices'),
      rows.filter((row) => row.type !== 'deposit' && row.type !== 'withdrawal').map(invoiceEntry),
    );
    add(
      'replenishments',
      t('palette.groups.replenishments'),
      rows.filter((row) => row.type === 'deposit').map(replenishmentEntry),
    );
    const withdrawals = rows
      .filter((row) => row.type === 'withdrawal')
      .map((row) => withdrawalEntry(row.id, row.status, row.total_sum, row.system_currency));
    const spo: SpoDetail | null = found.withdrawal;
    if (spo && !withdrawals.some((entry) => entry.value === `withdrawal:${spo.id}`)) {
      withdrawals.unshift(withdrawalEntry(spo.id, spo.status, spo.total_sum, null));
    }
    add('withdrawals', t('palette.groups.withdrawals'), withdrawals);
    add(
      'stores',
      t('palette.groups.stores'),
      found.shortList
        .filter((entry) => entry.title && matchesText(entry.title, found.settled, lang))
        .map(storeEntry),
    );
  }

  const actions: Entry[] = storesWithActions(found.stores).flatMap((store) => [
    {
      value: `invoice-new:${store.id}`,
      label: t('palette.action.create_invoice', { store: store.title || store.id }),
      run: () =>
        void navigate({ to: '/finance/invoice/new', search: { invoiceType: 'payment', storeId: store.id } }),
    },
    {
      value: `payout-new:${store.id}`,
      label: t('palette.action.create_payout', { store: store.title || store.id }),
      run: () =>
        void navigate({ to: '/finance/invoice/new', search: { invoiceType: 'payout', storeId: store.id } }),
    },
  ]);
  const pages: Entry[] = PALETTE_PAGES.map((page) => ({
    value: `page:${page.to}`,
    label: t(page.label),
    run: () => void navigate({ to: page.to }),
  }));
  const languageEntries: Entry[] = languages
    .filter((option) => option.value !== lang)
    .map((option) => ({
      value: `lang:${option.value}`,
      label: t('palette.action.switch_language', { language: option.label }),
      run: () => void changeLanguage(option.value),
    }));
  const account: Entry[] = [
    { value: 'logout', label: t('palette.action.log_out'), run: () => session.signOut() },
  ];
  const matching = (entries: Entry[]) => entries.filter((entry) => matchesText(entry.label, typed, lang));

  add('pages', t('palette.groups.pages'), matching(pages));
  add('actions', t('palette.groups.actions'), matching(actions));
  add('language', t('palette.groups.language'), matching(languageEntries));
  add('account', t('palette.groups.account'), matching(account));

  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const status = found.searching
    ? t('palette.status.searching')
    : typed === ''
      ? ''
      : count === 0
        ? t('palette.status.empty', { text: typed })
        : t('palette.status.count', { count });

  return { groups, status, failed: found.failed && !found.searching };
}
