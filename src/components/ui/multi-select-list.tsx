import { Combobox } from '@base-ui/react/combobox';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { SearchIcon } from './app-icons';
import { DropdownList } from './dropdown-list';
import { CheckIcon } from './icons';
import styles from './multi-select.module.css';
import { TextField } from './text-field';

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown before the label (a currency logo). */
  icon?: ReactNode;
}

/** A search box over the options: its label, placeholder and how an option matches the query. */
export interface ListSearch {
  label: string;
  placeholder?: string;
  matches: (text: string, query: string) => boolean;
}

interface SearchableListProps<V extends string | number> {
  label: string;
  search: ListSearch;
  query: string;
  onQueryChange: (query: string) => void;
  /** The options matching the query. */
  options: readonly MultiSelectOption<V>[];
  chosen: readonly V[];
  onChosen: (next: V[]) => void;
  /** Enter in the search box with no option highlighted. */
  onEnter: () => void;
  emptyText: string;
  /** Between the search box and the list (select-all). */
  children?: ReactNode;
}

/**
 * Base UI's combobox drawn inline in the popover: it owns the keyboard (the search box keeps
 * focus, the highlighted option is its aria-activedescendant) and the listbox semantics.
 */
export function SearchableList<V extends string | number>({
  label,
  search,
  query,
  onQueryChange,
  options,
  chosen,
  onChosen,
  onEnter,
  emptyText,
  children,
}: SearchableListProps<V>) {
  const highlighted = useRef<V | undefined>(undefined);
  const byValue = new Map(options.map((option) => [option.value, option]));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && highlighted.current === undefined) {
      event.preventDefault();
      onEnter();
    }
  };

  return (
    <Combobox.Root<V, true>
      inline
      open
      multiple
      items={options.map((option) => option.value)}
      filter={null}
      value={[...chosen]}
      onValueChange={(next) => onChosen(next)}
      inputValue={query}
      onInputValueChange={(next, details) => {
        // Ticking an option keeps the typed filter (several picks from one search).
        if (details.reason === 'item-press') {
          details.cancel();
          return;
        }
        onQueryChange(next);
      }}
      onItemHighlighted={(item) => {
        highlighted.current = item;
      }}
      itemToStringLabel={(item) => byValue.get(item)?.label ?? String(item)}
    >
      <div className={styles.searchable}>
        <Combobox.Input
          render={
            <TextField
              label={search.label}
              hideLabel
              size="sm"
              prefix={<SearchIcon size={14} />}
              placeholder={search.placeholder ?? search.label}
              autoComplete="off"
              spellCheck={false}
            />
          }
          onKeyDown={onKeyDown}
        />
        {children}
        {options.length === 0 ? (
          <p className={styles.notFound} role="status">
            {emptyText}
          </p>
        ) : (
          <Combobox.List aria-label={label} render={<DropdownList className={styles.list} />}>
            {(item: V) => {
              const option = byValue.get(item);
              return (
                <Combobox.Item key={item} value={item} className={styles.option}>
                  <span className={styles.box} aria-hidden="true">
                    <Combobox.ItemIndicator>
                      <CheckIcon size={12} strokeWidth={3} />
                    </Combobox.ItemIndicator>
                  </span>
                  {option?.icon ? <span className={styles.icon}>{option.icon}</span> : null}
                  <span className={styles.optionLabel}>{option?.label}</span>
                </Combobox.Item>
              );
            }}
          </Combobox.List>
        )}
      </div>
    </Combobox.Root>
  );
}
