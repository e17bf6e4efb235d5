import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './card.module.css';
import surface from './surface.module.css';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** `section` gives a region for a titled block; default `div`. */
  as?: 'div' | 'section' | 'article';
  /** Adds padding to the card itself (for cards without CardHeader/CardBody). */
  padded?: boolean;
}

export function Card({ as: Tag = 'div', padded = false, className, ...rest }: CardProps) {
  return (
    <Tag
      className={[surface.card, padded ? surface.padded : undefined, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  /** Heading level of the title; default h2. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Id on the heading (for aria-labelledby on the card). */
  titleId?: string;
  description?: ReactNode;
  /** Buttons, links or a select at the end of the header. */
  actions?: ReactNode;
  /** Separator line under the header; default false. */
  divider?: boolean;
  className?: string;
}

export function CardHeader({
  title,
  titleAs: Heading = 'h2',
  titleId,
  description,
  actions,
  divider = false,
  className,
}: CardHeaderProps) {
  return (
    <div
      className={[styles.header, divider ? styles.divider : undefined, className].filter(Boolean).join(' ')}
    >
      <div className={styles.heading}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export interface CardBodyProps extends ComponentPropsWithRef<'div'> {
  /** No padding (tables and lists that reach the card edges). */
  flush?: boolean;
}

export function CardBody({ flush = false, className, ...rest }: CardBodyProps) {
  return (
    <div
      className={[styles.body, flush ? styles.flush : undefined, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
