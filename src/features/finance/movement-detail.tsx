import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSkeleton, AreaTabs } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { type DetailField, DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import detail from './detail.module.css';
import styles from './finance-pages.module.css';
import { StatusOf } from './status';
import type { StatusBadgeComponent } from './status-badge';
import { StatusTimeline, type TimelineEntry } from './status-timeline';

/** Which movement a page shows: its list, its page name, its ids. */
const KINDS = {
  replenishment: { list: '/finance/replenishment', page: 'shell.pages.replenishment' },
  withdrawal: { list: '/finance/withdrawal', page: 'shell.pages.withdrawal' },
} as const;

export type MovementKind = keyof typeof KINDS;

/**
 * A replenishment's or a withdrawal's page: the header (back to its list, its status, its
 * invoice), the summary card, its fields and its status history. A history that failed to
 * load says so with Try again, never an empty history.
 */
export function MovementDetail({
  kind,
  title,
  status,
  invoiceId,
  StatusBadge,
  summary,
  fields,
  history,
}: {
  kind: MovementKind;
  title: string;
  status: string | null;
  invoiceId: number;
  StatusBadge: StatusBadgeComponent;
  /** The summary card: its heading, the amount (or "Unknown") and the line under it. */
  summary: { heading: string; amount: ReactNode; sub: ReactNode };
  fields: DetailField[];
  history: { pending: boolean; failed: boolean; retry: () => void; entries: readonly TimelineEntry[] };
}) {
  const { t } = useTranslation();
  const { list, page } = KINDS[kind];
  return (
    <>
      <PageHeader
        breadcrumbs={[
          <Link key="list" to={list}>
            {t(page)}
          </Link>,
        ]}
        title={title}
        meta={<StatusOf status={status} StatusBadge={StatusBadge} />}
        actions={
          <ButtonLink to="/finance/invoice/$invoiceId" params={{ invoiceId }}>
            {t('finance.detail.open_invoice')}
          </ButtonLink>
        }
      />
      <AreaTabs tabs={FINANCE_TABS} />
      <div className={styles.page}>
        <Card as="section" className={detail.summary} aria-label={t('finance.detail.summary')}>
          <p className={detail.summaryLabel}>{summary.heading}</p>
          {summary.amount}
          {summary.sub}
        </Card>
        <div className={styles.columns}>
          <Card as="section" aria-labelledby={`${kind}-fields`}>
            <CardHeader title={t('finance.detail.details')} titleId={`${kind}-fields`} divider />
            <CardBody>
              <DetailList fields={fields} />
            </CardBody>
          </Card>
          <Card as="section" aria-labelledby={`${kind}-history-title`}>
            <CardHeader title={t('finance.detail.history')} titleId={`${kind}-history-title`} divider />
            <CardBody aria-busy={history.pending || undefined}>
              {history.pending ? (
                <SkeletonText lines={4} />
              ) : history.failed ? (
                <div className={detail.failed} role="alert">
                  <p className={detail.muted}>{t('finance.detail.history_failed')}</p>
                  <Button size="sm" onClick={history.retry}>
                    {t('finance.common.retry')}
                  </Button>
                </div>
              ) : (
                <StatusTimeline entries={history.entries} />
              )}
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

/** The skeleton of a movement's page, while its code and data load. */
export function MovementDetailSkeleton({ title }: { title: string }) {
  return (
    <AreaSkeleton title={title} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <Skeleton height={124} radius="lg" />
        <Skeleton height={420} radius="lg" />
      </div>
    </AreaSkeleton>
  );
}
