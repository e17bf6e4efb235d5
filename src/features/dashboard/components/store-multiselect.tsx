import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreFilterEntry } from '@/api/stores/stores.schemas';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { matchesSearch } from '@/domain/chart';
import { FilterList } from './filter-list';
import styles from './filters.module.css';

export interface StoreMultiselectProps {
  /** The stores offered (archived ones already left out); undefined while loading. */
  stores: readonly StoreFilterEntry[] | undefined;
  value: readonly number[];
  onApply: (ids: number[]) => void;
}

/**
 * SPEC.md section 5 "Store multiselect": the choice is a draft until OK; Escape closes
 * without applying; select-all is ticked when every store is chosen.
 */
export function StoreMultiselect({ stores, value, onApply }: StoreMultiselectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<ReadonlySet<number>>(() => new Set(value));
  const all = stores ?? [];
  const options = all
    .filter((store) => matchesSearch(store.title, query))
    .map((store) => ({ value: store.id, label: store.title }));
  const allChosen = all.length > 0 && all.every((store) => draft.has(store.id));
  const someChosen = !allChosen && all.some((store) => draft.has(store.id));

  const onOpenChange = (next: boolean) => {
    // Every opening starts from the applied choice: closing without OK drops the draft.
    if (next) {
      setDraft(new Set(value));
      setQuery('');
    }
    setOpen(next);
  };
  const toggle = (id: number) =>
    setDraft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = () => {
    onApply(all.filter((store) => draft.has(store.id)).map((store) => store.id));
    setOpen(false);
  };

  const chosen = all.filter((store) => value.includes(store.id));
  let summary = t('dashboard.chart.stores_count', { count: chosen.length });
  if (chosen.length === 0) summary = t('dashboard.chart.no_stores');
  else if (chosen.length === all.length) summary = t('dashboard.chart.all_stores');
  else if (chosen.length === 1) summary = chosen[0]?.title ?? summary;

  return (
    <div className={styles.control}>
      <span id={labelId} className={styles.label}>
        {t('dashboard.chart.stores')}
      </span>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        title={t('dashboard.chart.stores_title')}
        className={styles.popup}
        trigger={
          <button
            type="button"
            id={triggerId}
            className={styles.trigger}
            aria-labelledby={`${labelId} ${triggerId}`}
            disabled={!stores}
          >
            <span className={styles.triggerValue}>
              <span className={styles.triggerText}>{stores ? summary : t('dashboard.chart.loading')}</span>
            </span>
            <ChevronDownIcon size={16} className={styles.chevron} />
          </button>
        }
      >
        <FilterList
          label={t('dashboard.chart.stores')}
          searchLabel={t('dashboard.chart.search_store')}
          query={query}
          onQueryChange={setQuery}
          options={options}
          selected={draft}
          onToggle={toggle}
          onEnter={apply}
          emptyText={t('dashboard.chart.not_found')}
        >
          <Checkbox
            label={t('dashboard.chart.select_all')}
            checked={allChosen}
            indeterminate={someChosen}
            onCheckedChange={(checked) => setDraft(new Set(checked ? all.map((store) => store.id) : []))}
            className={styles.selectAll}
          />
        </FilterList>
        <div className={styles.footer}>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {t('dashboard.chart.cancel')}
          </Button>
          <Button size="sm" variant="primary" onClick={apply}>
            {t('dashboard.chart.ok')}
          </Button>
        </div>
      </Popover>
    </div>
  );
}
