import type { ComponentPropsWithoutRef } from 'react';
import styles from './dropdown-list.module.css';

/**
 * The scrolling list of a dropdown (a filter's checkboxes, a multi-select's options): each
 * child is a row of 40 px and at most 5.6 rows show (SPEC.md section 9). Roles and labels
 * pass through (a listbox, a group).
 */
export function DropdownList({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div {...props} className={[styles.list, className].filter(Boolean).join(' ')} />;
}
