import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import { invoiceChat } from '@/api/invoices/invoices.queries';
import { CHAT_AUTHORS } from '@/api/invoices/schemas/invoice-detail.schemas';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { CHAT_POLL_MS } from '@/domain/invoices';
import type { MessageKey } from '@/i18n/keys';
import { formatDateTime } from '@/lib/format';
import { isoDate } from './invoice-csv';
import styles from './invoice-detail.module.css';

const AUTHOR_LABEL: Readonly<Record<(typeof CHAT_AUTHORS)[number], MessageKey>> = {
  merchant: 'invoices.chat.merchant',
  client: 'invoices.chat.client',
  support: 'invoices.chat.support',
};

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
            {messages.map((message) => {
              // An author the cabinet does not know is named as sent; none read, no label.
              const author =
                message.author === null
                  ? null
                  : isKnown(CHAT_AUTHORS, message.author)
                    ? t(AUTHOR_LABEL[message.author])
                    : message.author;
              return (
                <li key={message.id} className={styles.message} data-author={message.author ?? undefined}>
                  <p className={styles.messageMeta}>
                    {author ? <span className={styles.messageAuthor}>{author}</span> : null}
                    <time dateTime={isoDate(message.created) || undefined}>
                      {formatDateTime(message.created, i18n.language)}
                    </time>
                  </p>
                  {message.text ? <p className={styles.messageText}>{message.text}</p> : null}
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
