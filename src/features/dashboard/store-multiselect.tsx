import { useTranslation } from 'react-i18next';
import type { StoreFilterEntry } from '@/api/stores/schemas/store.schemas';
import { MultiSelect } from '@/components/ui/multi-select';
import { matchesSearch } from '@/domain/chart';

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
  const all = stores ?? [];
  const chosen = all.filter((store) => value.includes(store.id));
  let summary = t('dashboard.chart.stores_count', { count: chosen.length });
  if (!stores) summary = t('dashboard.chart.loading');
  else if (chosen.length === 0) summary = t('dashboard.chart.no_stores');
  else if (chosen.length === all.length) summary = t('dashboard.chart.all_stores');
  else if (chosen.length === 1) summary = chosen[0]?.title ?? summary;

  return (
    <MultiSelect
      label={t('dashboard.chart.stores')}
      title={t('dashboard.chart.stores_title')}
      trigger={{ kind: 'field', summary }}
      disabled={!stores}
      options={all.map((store) => ({ value: store.id, label: store.title ?? `#${store.id}` }))}
      value={value}
      onChange={onApply}
      commit={{ mode: 'draft', cancelLabel: t('dashboard.chart.cancel'), okLabel: t('dashboard.chart.ok') }}
      search={{ label: t('dashboard.chart.search_store'), matches: matchesSearch }}
      selectAllLabel={t('dashboard.chart.select_all')}
      emptyText={t('dashboard.chart.not_found')}
    />
  );
}
