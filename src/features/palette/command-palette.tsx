import { Autocomplete } from '@base-ui/react/autocomplete';
import { Dialog } from '@base-ui/react/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpoDetail } from '@/api/finance/finance.schemas';
import { invoiceKeys } from '@/api/invoices/invoices.queries';
import type { InvoiceDetail, InvoiceRow } from '@/api/invoices/invoices.schemas';
import { storeKeys } from '@/api/stores/stores.queries';
import type { Store, StoreFilterEntry, StoreStatus } from '@/api/stores/stores.schemas';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf } from '@/components/invoice/use-invoice-money';
import { useLanguageOptions } from '@/components/layout/language-switcher';
import { SearchIcon } from '@/components/ui/app-icons';
import { Badge } from '@/components/ui/badge';
import { statusBadge, storeTarget } from '@/domain/stores';
import { useDeferredNamespace } from '@/i18n/deferred';
import { changeLanguage } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/keys';
import { DEFAULT_CURRENCY, formatAmount, MISSING } from '@/lib/format';
import { useSession } from '@/session/session';
import styles from './command-palette.module.css';
import { matchesText, PALETTE_PAGES, storesWithActions } from './palette-items';
import type { RecentItem } from './recent';
import { usePaletteLookups } from './use-palette-lookups';

/** One line of the palette: what it says, what it shows beside, what choosing it does. */
interface Entry {
  value: string;
  label: string;
  description?: string | undefined;
  badge?: ReactNode;
  amount?: string | undefined;
  run: () => void;
}

interface Group {
  value: string;
  label: string;
  items: Entry[];
}

/** The store status labels (SPEC.md section 4 badges) in the catalogue of the stores area. */
const STORE_STATUS_LABEL: Record<StoreStatus, MessageKey> = {
  approval: 'stores.status.approval',
  approved: 'stores.status.approved',
  returned: 'stores.status.returned',
  denied: 'stores.status.denied',
};

function StoreBadge({ status }: { status: StoreStatus | null | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) return null;
  const { tone, variant } = statusBadge(status);
  return (
    <Badge tone={tone} variant={variant}>
      {status ? t(STORE_STATUS_LABEL[status]) : MISSING}
    </Badge>
  );
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Invoices and stores visited lately, newest first (shown while the text is empty). */
  recent: readonly RecentItem[];
  /** What had focus when the palette opened: it gets focus back on close. */
  opener: RefObject<Element | null>;
}

/**
 * The command palette: pages, store actions, languages and log-out, plus lookups of
 * invoices, stores and withdrawals as the merchant types. A Base UI dialog holding an
 * inline Base UI autocomplete (a combobox with its listbox: arrow keys, Enter, Escape).
 */
export function CommandPalette({ open, onOpenChange, recent, opener }: CommandPaletteProps) {
  const { t } = useTranslation();
  // A language switched to while the palette is loaded brings its messages.
  useDeferredNamespace('palette');
  const [text, setText] = useState('');
  const hintId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setText('');
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Viewport className={styles.viewport}>
          <Dialog.Popup
            className={styles.popup}
            finalFocus={() => {
              const element = opener.current;
              return element instanceof HTMLElement && element.isConnected && element !== document.body
                ? element
                : true;
            }}
          >
            <Dialog.Title className="visually-hidden">{t('palette.title')}</Dialog.Title>
            {open ? (
              <PaletteBody
                text={text}
                onTextChange={setText}
                recent={recent}
                hintId={hintId}
                close={() => {
                  onOpenChange(false);
                  setText('');
                }}
              />
            ) : null}
            <p id={hintId} className={styles.hint}>
              {t('palette.hint')}
            </p>
            <Dialog.Close className="visually-hidden">{t('palette.close')}</Dialog.Close>
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BodyProps {
  text: string;
  onTextChange: (text: string) => void;
  recent: readonly RecentItem[];
  hintId: string;
  close: () => void;
}

function PaletteBody({ text, onTextChange, recent, hintId, close }: BodyProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const languages = useLanguageOptions();
  const found = usePaletteLookups(text);
  const lang = i18n.language;
  const typed = text.trim();

  const statusOfStore = new Map<number, Store>(found.stores.map((store) => [store.id, store]));

  const invoiceEntry = (
    row: Pick<InvoiceRow, 'id' | 'status' | 'total_sum' | 'system_currency'> & {
      store_title?: string | null;
      external_id?: string | null;
    },
  ): Entry => ({
    value: `invoice:${row.id}`,
    label: t('palette.result.invoice', { id: row.id }),
    description: [
      row.store_title || MISSING,
      row.external_id ? t('palette.result.external_id', { id: row.external_id }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    badge: <InvoiceStatusBadge status={row.status} />,
    amount: formatAmount(row.total_sum, lang, systemCurrencyOf(row)),
    run: () => void navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: row.id } }),
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
          return invoiceEntry(
            cached ?? {
              id: item.id,
              status: null,
              total_sum: null,
              system_currency: null,
              store_title: null,
            },
          );
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

  return (
    <Autocomplete.Root
      open
      inline
      items={groups}
      filter={null}
      value={text}
      onValueChange={(next, details) => {
        // Choosing an item runs it; the text stays what the merchant typed.
        if (details.reason !== 'item-press') onTextChange(next);
      }}
      itemToStringValue={(entry: Entry) => entry.label}
      autoHighlight="always"
      keepHighlight
    >
      <div className={styles.inputRow}>
        <SearchIcon aria-hidden="true" className={styles.inputIcon} />
        <Autocomplete.Input
          className={styles.input}
          aria-label={t('palette.input')}
          aria-describedby={hintId}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Autocomplete.Status className={styles.status}>
        {status}
        {found.failed && !found.searching ? ` ${t('palette.status.failed')}` : null}
      </Autocomplete.Status>
      <div className={styles.listArea}>
        <Autocomplete.List className={styles.list}>
          {(group: Group) => (
            <Autocomplete.Group key={group.value} items={group.items} className={styles.group}>
              <Autocomplete.GroupLabel className={styles.groupLabel}>{group.label}</Autocomplete.GroupLabel>
              <Autocomplete.Collection>
                {(entry: Entry) => (
                  <Autocomplete.Item
                    key={entry.value}
                    value={entry}
                    className={styles.item}
                    onClick={() => {
                      close();
                      entry.run();
                    }}
                  >
                    <span className={styles.itemText}>
                      <span className={styles.itemLabel}>{entry.label}</span>
                      {entry.description ? (
                        <span className={styles.itemDescription}>{entry.description}</span>
                      ) : null}
                    </span>
                    {entry.badge || entry.amount ? (
                      <span className={styles.itemMeta}>
                        {entry.amount ? <span className={styles.amount}>{entry.amount}</span> : null}
                        {entry.badge}
                      </span>
                    ) : null}
                  </Autocomplete.Item>
                )}
              </Autocomplete.Collection>
            </Autocomplete.Group>
          )}
        </Autocomplete.List>
      </div>
    </Autocomplete.Root>
  );
}
