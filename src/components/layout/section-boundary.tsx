import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describeError } from '@/i18n/describe-error';
import styles from './status-page.module.css';

/**
 * Before a retry: the retry must read from the server, not render the same cached answer
 * that failed. Data no longer on screen (the part that failed unmounted) is dropped; data
 * still on screen (the layout around it may share a query) is read again.
 */
export async function forgetUnshownData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.resetQueries({ type: 'inactive' }),
    queryClient.refetchQueries({ type: 'active' }),
  ]);
}

interface BoundaryProps {
  children: ReactNode;
  /** Shown instead of the children when they fail to render. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry: () => Promise<void>;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A section could not render', error, info.componentStack);
  }

  retry = () => {
    void this.props.onRetry().then(() => this.setState({ error: null, failed: false }));
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

/**
 * One part of a page that may fail without taking the page with it: its error shows in its
 * place with a "Try again" that reads its data again and renders it anew, no reload.
 */
export function SectionBoundary({ title, children }: { title: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Boundary
      onRetry={() => forgetUnshownData(queryClient)}
      fallback={(error, retry) => <SectionError title={title} error={error} onRetry={retry} />}
    >
      {children}
    </Boundary>
  );
}

function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} role="alert" aria-label={title}>
      <p className={styles.sectionTitle}>{t('layout.section_error.title', { section: title })}</p>
      <p className={styles.body}>{describeError(error) ?? t('errors.unknown_error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('layout.route_error.retry')}
      </Button>
    </section>
  );
}
