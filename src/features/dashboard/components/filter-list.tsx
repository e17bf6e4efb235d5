import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/app-icons';
import { DropdownList } from '@/components/ui/dropdown-list';
import { CheckIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import styles from './filters.module.css';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown before the label (a currency logo). */
  icon?: ReactNode;
}

export interface FilterListProps<V extends string | number> {
  /** Name of the list of options. */
  label: string;
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The options matching the query. */
  options: readonly FilterOption<V>[];
  selected: ReadonlySet<V>;
  onToggle: (value: V) => void;
  /** Enter with no highlighted option (e.g. apply the choice). */
  onEnter?: () => void;
  emptyText: string;
  /** Between the search box and the list (a select-all checkbox). */
  children?: ReactNode;
}

/**
 * A searchable multi-choice list (combobox pattern: focus stays in the search box, the
 * highlighted option is its aria-activedescendant). ArrowDown / ArrowUp move, Enter
 * toggles the highlighted option, Tab leaves; Escape is the popover's (close).
 */
export function FilterList<V extends string | number>({
  label,
  searchLabel,
  query,
  onQueryChange,
  options,
  selected,
  onToggle,
  onEnter,
  emptyText,
  children,
}: FilterListProps<V>) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [highlight, setActive] = useState(-1);
  const active = highlight < options.length ? highlight : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) onToggle(option.value);
      else onEnter?.();
    }
  };

  return (
    <div className={styles.filterList}>
      <TextField
        label={searchLabel}
        hideLabel
        size="sm"
        value={query}
        onChange={(event) => {
          // A new filter result starts without a highlight.
          setActive(-1);
          onQueryChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        prefix={<SearchIcon size={14} />}
        placeholder={searchLabel}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {children}
      {options.length === 0 ? (
        <p className={styles.notFound} role="status">
          {emptyText}
        </p>
      ) : (
        <DropdownList
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className={styles.list}
        >
          {options.map((option, index) => {
            const checked = selected.has(option.value);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the keyboard (aria-activedescendant).
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={checked}
                tabIndex={-1}
                className={styles.option}
                data-active={index === active ? '' : undefined}
                onMouseMove={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onToggle(option.value)}
              >
                <span className={styles.box} data-checked={checked ? '' : undefined} aria-hidden="true">
                  {checked ? <CheckIcon size={12} strokeWidth={3} /> : null}
                </span>
                {option.icon}
                <span className={styles.optionLabel}>{option.label}</span>
              </div>
            );
          })}
        </DropdownList>
      )}
    </div>
  );
}
