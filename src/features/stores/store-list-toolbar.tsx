import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/api/http/params.schemas';
import { STORE_STATUSES, type StoreSortColumn, type StoreStatus } from '@/api/stores/schemas/store.schemas';
import { SearchIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import type { MessageKey } from '@/i18n/keys';
import { STATUS_LABEL_KEYS } from './store-labels';
import styles from './store-list-toolbar.module.css';

/** Search waits this long after the last keystroke before it changes the URL. */
export const SEARCH_DEBOUNCE_MS = 300;

type SortValue = `${StoreSortColumn}:${SortDirection}`;

const SORT_OPTIONS: ReadonlyArray<{ value: SortValue; key: MessageKey }> = [
  { value: 'created:desc', key: 'stores.list.sort_created_desc' },
  { value: 'created:asc', key: 'stores.list.sort_created_asc' },
  { value: 'title:asc', key: 'stores.list.sort_title_asc' },
  { value: 'title:desc', key: 'stores.list.sort_title_desc' },
  { value: 'status:asc', key: 'stores.list.sort_status_asc' },
  { value: 'status:desc', key: 'stores.list.sort_status_desc' },
];

export interface StoreListToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  statuses: readonly StoreStatus[];
  onStatusesChange: (statuses: StoreStatus[]) => void;
  sort: StoreSortColumn;
  dir: SortDirection;
  onSortChange: (sort: StoreSortColumn, dir: SortDirection) => void;
  /** Shows the sort select (on phones; the table headers sort on wide screens). */
  showSort: boolean;
}

export function StoreListToolbar({
  query,
  onQueryChange,
  statuses,
  onStatusesChange,
  sort,
  dir,
  onSortChange,
  showSort,
}: StoreListToolbarProps) {
  const { t } = useTranslation();
  // Only the text being typed lives here; the applied search is the URL's `q`.
  const [text, setText] = useState(query);
  const sent = useRef(query);

  useEffect(() => {
    // The URL changed from elsewhere (back button, "clear filters"): show it.
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onQueryChange(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onQueryChange]);

  const toggle = (status: StoreStatus) =>
    onStatusesChange(
      statuses.includes(status)
        ? statuses.filter((s) => s !== status)
        : STORE_STATUSES.filter((s) => s === status || statuses.includes(s)),
    );

  return (
    <div className={styles.toolbar}>
      <TextField
        containerClassName={styles.search}
        label={t('stores.list.search')}
        hideLabel
        type="search"
        placeholder={t('stores.list.search_placeholder')}
        value={text}
        maxLength={64}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
        prefix={<SearchIcon size={16} />}
        suffix={
          text ? (
            <IconButton
              size="sm"
              label={t('stores.list.search_clear')}
              icon={<CloseIcon size={14} />}
              onClick={() => setText('')}
            />
          ) : null
        }
      />
      <fieldset className={styles.statuses}>
        <legend className="visually-hidden">{t('stores.list.status_filter')}</legend>
        {STORE_STATUSES.map((status) => {
          const active = statuses.includes(status);
          return (
            <button
              key={status}
              type="button"
              className={styles.chip}
              aria-pressed={active}
              onClick={() => toggle(status)}
            >
              {t(STATUS_LABEL_KEYS[status])}
            </button>
          );
        })}
      </fieldset>
      {showSort ? (
        <Select<SortValue>
          className={styles.sort}
          label={t('stores.list.sort_label')}
          hideLabel
          size="md"
          value={`${sort}:${dir}`}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))}
          onChange={(value) => {
            const [column, direction] = value.split(':') as [StoreSortColumn, SortDirection];
            onSortChange(column, direction);
          }}
        />
      ) : null}
    </div>
  );
}
