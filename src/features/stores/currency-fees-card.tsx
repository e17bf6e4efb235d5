import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { storeCurrencyFee } from '@/api/stores/stores.queries';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Table, TableEmptyRow, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { formatFee } from '@/domain/fees';
import { formatAmount } from '@/lib/format';
import styles from './fees.module.css';

/** Fees per accepted currency: percentages, minimum invoice and fixed network fee in that currency. */
export function CurrencyFeesCard({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data: fees } = useSuspenseQuery(storeCurrencyFee(storeId));
  const { data: currencies } = useSuspenseQuery(currenciesQuery());
  const currencyOf = (code: string) => currencies.find((c) => c.code === code);
  const amount = (value: number | null, code: string) =>
    value === null ? '—' : formatAmount(value, lang, code, currencyOf(code)?.precision);

  return (
    <Card as="section" aria-labelledby="currency-fees-title">
      <CardHeader
        titleId="currency-fees-title"
        title={t('stores.fees.per_currency')}
        description={t('stores.fees.per_currency_hint')}
      />
      <CardBody flush>
        <Table label={t('stores.fees.per_currency')} density="compact">
          <THead>
            <Tr>
              <Th>{t('stores.fees.col_currency')}</Th>
              <Th numeric>{t('stores.fees.merchant_fee')}</Th>
              <Th numeric>{t('stores.fees.client_fee')}</Th>
              <Th numeric>{t('stores.fees.col_min')}</Th>
              <Th numeric>{t('stores.fees.col_network')}</Th>
            </Tr>
          </THead>
          <TBody>
            {fees.length === 0 ? (
              <TableEmptyRow colSpan={5}>{t('stores.fees.per_currency_empty')}</TableEmptyRow>
            ) : null}
            {fees.map((fee) => {
              const logo = currencyOf(fee.currency)?.logo;
              return (
                <Tr key={fee.currency}>
                  <Td>
                    <span className={styles.currency}>
                      {logo ? (
                        <img src={logo} alt="" width={20} height={20} />
                      ) : (
                        <span className={styles.noLogo} />
                      )}
                      {fee.currency}
                    </span>
                  </Td>
                  <Td numeric>{formatFee(fee.merchant_fee, lang)}</Td>
                  <Td numeric>{formatFee(fee.client_fee, lang)}</Td>
                  <Td numeric>{amount(fee.min_amount, fee.currency)}</Td>
                  <Td numeric>{amount(fee.fixed_fee, fee.currency)}</Td>
                </Tr>
              );
            })}
          </TBody>
        </Table>
      </CardBody>
    </Card>
  );
}
