import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './app-icons';
import styles from './page-header.module.css';

/** Id of every page's h1: navigation effects focus it after a route change. */
export const PAGE_TITLE_ID = 'page-title';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the end of the header; they wrap under the title on phones. */
  actions?: ReactNode;
  /** Links to the parent pages, outermost first (router Links); the current page is the title. */
  breadcrumbs?: ReactNode[];
  /** Something next to the title (a status Badge). */
  meta?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, breadcrumbs, meta, className }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label={t('ui.breadcrumbs')} className={styles.breadcrumbs}>
          <ol className={styles.crumbs}>
            {breadcrumbs.map((crumb, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the trail is positional.
              <li key={index} className={styles.crumb}>
                {crumb}
                <ChevronRightIcon size={12} className={styles.separator} />
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.row}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <h1 id={PAGE_TITLE_ID} tabIndex={-1} className={styles.title}>
              {title}
            </h1>
            {meta ? <span className={styles.meta}>{meta}</span> : null}
          </div>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
