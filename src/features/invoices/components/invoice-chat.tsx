import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoiceChat } from '@/api/invoices/invoices.queries';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { CHAT_POLL_MS } from '../invoice-rules';
import styles from './invoice-detail.module.css';

const AUTHOR_LABEL = {
  merchant: 'invoices.chat.merchant',
  client: 'invoices.chat.client',
  support: 'invoices.chat.support',
} as const;

/** The invoice's chat, by created then id, polled every 10 s while the page is open (silent errors). */
export function InvoiceChat({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useTranslation();
  const chat = useQuery({ ...invoiceChat(invoiceId), refetchInterval: CHAT_POLL_MS });
  const messages = chat.data ?? [];
  return (
    <Card as="section" aria-labelledby="invoice-chat">
      <CardHeader title={t('invoices.chat.title')} titleId="invoice-chat" titleAs="h2" />
      <CardBody aria-busy={chat.isPending || undefined}>
        {chat.isPending ? (
          <SkeletonText lines={3} />
        ) : chat.isError && messages.length === 0 ? (
          <p className={styles.muted}>{t('invoices.chat.failed')}</p>
        ) : messages.length === 0 ? (
          <p className={styles.muted}>{t('invoices.chat.empty')}</p>
        ) : (
          <ol className={styles.chat} aria-live="polite">
            {messages.map((message) => (
              <li key={message.id} className={styles.message} data-author={message.author}>
                <p className={styles.messageMeta}>
                  <span className={styles.messageAuthor}>{t(AUTHOR_LABEL[message.author])}</span>
                  <time dateTime={new Date(message.created * 1000).toISOString()}>
                    {formatDateTime(message.created, i18n.language)}
                  </time>
                </p>
                <p className={styles.messageText}>{message.text}</p>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
