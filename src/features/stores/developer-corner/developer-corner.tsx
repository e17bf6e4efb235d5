import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Alert } from '@/components/ui/inline-alert';
import { apiOrigin } from '@/env';
import { useDeferredNamespace } from '@/i18n/deferred';
import contractUrl from '../../../../docs/openapi.json?url';
import { CallbackTester } from './callback-tester';
import { CodeTabs } from './code-tabs';
import styles from './developer-corner.module.css';
import {
  API_KEY_PLACEHOLDER,
  invoiceSnippets,
  SIGNATURE_HEADER_PLACEHOLDER,
  signatureSnippets,
} from './snippets';

/**
 * The developer corner of the integration page: invoice-create examples with the store's id
 * (and a marked placeholder for the secret key, whether or not one exists yet), a test
 * callback with its deliveries, and a signature check example. Its messages (the `developer`
 * namespace) download with this page, when it is opened.
 */
export function DeveloperCorner({ store }: { store: Store }) {
  const { t } = useTranslation();
  const ready = useDeferredNamespace('developer');
  if (!ready) return null;
  const hasKey = Boolean(store.api_key_last4);

  return (
    <section className={styles.corner} aria-labelledby="developer-title">
      <div className={styles.heading}>
        <h2 id="developer-title">{t('developer.title')}</h2>
        <p>{t('developer.intro')}</p>
      </div>
      <div className={styles.cards}>
        <Card as="section" aria-labelledby="dev-snippets-title" className={styles.wide}>
          <CardHeader
            titleId="dev-snippets-title"
            titleAs="h3"
            title={t('developer.snippets.title')}
            description={withPlaceholder(t('developer.snippets.hint', { placeholder: API_KEY_PLACEHOLDER }))}
          />
          <CardBody>
            <div className={styles.stack}>
              {/* The store id is known from the start: the code is there before a key is. */}
              {hasKey ? null : (
                <Alert tone="info" title={t('developer.snippets.no_key_title')}>
                  {withPlaceholder(t('developer.snippets.no_key', { placeholder: API_KEY_PLACEHOLDER }))}
                </Alert>
              )}
              <Alert tone="info" title={t('developer.snippets.auth_title')}>
                {t('developer.snippets.auth_note')}
              </Alert>
              <CodeTabs
                label={t('developer.snippets.tabs_label')}
                subject={t('developer.snippets.subject')}
                placeholder={API_KEY_PLACEHOLDER}
                snippets={invoiceSnippets({
                  origin: apiOrigin(),
                  storeId: store.id,
                  currency: store.payment_currency,
                })}
              />
            </div>
          </CardBody>
        </Card>
        <CallbackTester store={store} />
        <Card as="section" aria-labelledby="dev-signature-title">
          <CardHeader titleId="dev-signature-title" titleAs="h3" title={t('developer.signature.title')} />
          <CardBody>
            <div className={styles.stack}>
              <Alert tone="warning" title={t('developer.signature.example_title')}>
                <p>{t('developer.signature.example_note')}</p>
                <p>
                  {t('developer.signature.header_label')} <code>{SIGNATURE_HEADER_PLACEHOLDER}</code>
                </p>
              </Alert>
              <CodeTabs
                label={t('developer.signature.tabs_label')}
                subject={t('developer.signature.subject')}
                snippets={signatureSnippets()}
              />
              <a className={styles.link} href={contractUrl} target="_blank" rel="noopener noreferrer">
                {t('developer.signature.contract')}
              </a>
            </div>
          </CardBody>
        </Card>
      </div>
    </section>
  );
}

/** A sentence that names the placeholder, the placeholder set as code: it is not translated. */
function withPlaceholder(text: string) {
  return text.split(API_KEY_PLACEHOLDER).flatMap((part, index) =>
    index === 0
      ? [part]
      : // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
        [<code key={index}>{API_KEY_PLACEHOLDER}</code>, part],
  );
}
