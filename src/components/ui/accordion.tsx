import { Accordion as BaseAccordion } from '@base-ui/react/accordion';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styles from './accordion.module.css';
import { ChevronDownIcon } from './icons';

export interface AccordionProps {
  /** Open items (controlled). Pass `[]` for none. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Several items open at once; default false (one at a time). */
  multiple?: boolean;
  /** `card` (default): bordered group; `plain`: rows with separators only. */
  variant?: 'card' | 'plain';
  /** Lets the browser's find-in-page open a closed panel. */
  hiddenUntilFound?: boolean;
  children: ReactNode;
  className?: string;
}

export function Accordion({
  value,
  defaultValue,
  onValueChange,
  multiple = false,
  variant = 'card',
  hiddenUntilFound,
  children,
  className,
}: AccordionProps) {
  return (
    <BaseAccordion.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (next: string[]) => onValueChange(next) : undefined}
      multiple={multiple}
      hiddenUntilFound={hiddenUntilFound}
    >
      {children}
    </BaseAccordion.Root>
  );
}

export interface AccordionItemProps {
  value: string;
  /** Header text. */
  title: ReactNode;
  /** Secondary line in the header (a status, a short summary). */
  subtitle?: ReactNode;
  /** Content at the end of the header before the chevron (e.g. a Badge). Not interactive. */
  meta?: ReactNode;
  /** Icon before the title. */
  icon?: ReactNode;
  /**
   * Renders the header trigger as this element instead of a button, e.g. a router
   * `<Link to="/profile/security" />`, so clicking the header both toggles and navigates.
   */
  triggerRender?: ReactElement;
  /** Heading level of the header; default 3. */
  headingLevel?: 2 | 3 | 4;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

function Heading({ level, ...props }: ComponentPropsWithRef<'h3'> & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export function AccordionItem({
  value,
  title,
  subtitle,
  meta,
  icon,
  triggerRender,
  headingLevel = 3,
  disabled,
  children,
  className,
}: AccordionItemProps) {
  return (
    <BaseAccordion.Item
      value={value}
      disabled={disabled}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      <BaseAccordion.Header className={styles.header} render={<Heading level={headingLevel} />}>
        <BaseAccordion.Trigger
          className={styles.trigger}
          render={triggerRender}
          nativeButton={triggerRender ? false : undefined}
        >
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <span className={styles.titles}>
            <span className={styles.title}>{title}</span>
            {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          </span>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
          <ChevronDownIcon className={styles.chevron} />
        </BaseAccordion.Trigger>
      </BaseAccordion.Header>
      <BaseAccordion.Panel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </BaseAccordion.Panel>
    </BaseAccordion.Item>
  );
}
