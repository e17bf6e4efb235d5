import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';

/* ------------------------------------------------------------------------------------------
 * Tabs: local tabs switching panels on the same page (Base UI Tabs, ARIA tablist).
 * ---------------------------------------------------------------------------------------- */

export interface TabsProps<V extends string = string> {
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs<V extends string = string>({
  value,
  defaultValue,
  onValueChange,
  children,
  className,
}: TabsProps<V>) {
  return (
    <BaseTabs.Root
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (next: V) => onValueChange(next) : undefined}
    >
      {children}
    </BaseTabs.Root>
  );
}

export interface TabsListProps {
  /** Accessible name of the tab list. */
  label: string;
  /** `underline` (default) for sections, `segmented` for a compact mode switch (table / chart). */
  variant?: 'underline' | 'segmented';
  children: ReactNode;
  className?: string;
}

export function TabsList({ label, variant = 'underline', children, className }: TabsListProps) {
  return (
    <BaseTabs.List
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {children}
      <BaseTabs.Indicator className={styles.indicator} />
    </BaseTabs.List>
  );
}

export interface TabsTabProps {
  value: string;
  children: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function TabsTab({ value, children, icon, disabled, className }: TabsTabProps) {
  return (
    <BaseTabs.Tab
      value={value}
      disabled={disabled}
      className={[styles.tab, className].filter(Boolean).join(' ')}
    >
      {icon ? <span className={styles.tabIcon}>{icon}</span> : null}
      <span>{children}</span>
    </BaseTabs.Tab>
  );
}

export interface TabsPanelProps {
  value: string;
  children: ReactNode;
  keepMounted?: boolean;
  className?: string;
}

export function TabsPanel({ value, children, keepMounted, className }: TabsPanelProps) {
  return (
    <BaseTabs.Panel
      value={value}
      keepMounted={keepMounted}
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      {children}
    </BaseTabs.Panel>
  );
}
