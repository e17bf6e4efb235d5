import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/api/enums/enums.schemas';
import { MultiSelect, MultiSelectTags } from '@/components/ui/multi-select';
import { currencyFilterOptions, matchesSearch, visibleTags } from '@/domain/chart';

export interface CurrencyFilterProps {
  currencies: readonly Currency[] | undefined;
  /** Chosen codes; none = every currency. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  mobile: boolean;
}

/** SPEC.md section 5 "Currency filter": applies each choice at once; USDT is not offered. */
export function CurrencyFilter({ currencies, value, onChange, mobile }: CurrencyFilterProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      currencyFilterOptions(currencies ?? []).map((currency) => ({
        value: currency.code,
        label: currency.code,
        icon: currency.logo ? <img src={currency.logo} alt="" width={18} height={18} /> : undefined,
      })),
    [currencies],
  );
  const tags = visibleTags(value, mobile);

  return (
    <MultiSelect
      label={t('dashboard.chart.currencies')}
      title={t('dashboard.chart.currencies_title')}
      trigger={{
        kind: 'field',
        summary: value.length === 0 ? t('dashboard.chart.all_currencies') : <MultiSelectTags {...tags} />,
      }}
      disabled={!currencies}
      options={options}
      value={value}
      onChange={onChange}
      commit={{
        mode: 'instant',
        clearLabel: t('dashboard.chart.all_currencies'),
        doneLabel: t('dashboard.chart.done'),
      }}
      search={{ label: t('dashboard.chart.search_currency'), matches: matchesSearch }}
      emptyText={t('dashboard.chart.not_found')}
    />
  );
}
