import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { DropdownList } from './dropdown-list';
import { FieldControl, FieldTrigger } from './field-trigger';
import formLayout from './form-layout.module.css';
import { ChevronDownIcon } from './icons';
import styles from './multi-select.module.css';
import { type ListSearch, type MultiSelectOption, SearchableList } from './multi-select-list';
import { Popover } from './popover';

/**
 * How a choice takes effect. `instant`: each tick calls onChange at once. `draft`: ticks
 * change a draft that OK (or Enter in the search box with no option highlighted) applies;
 * Cancel, Escape and clicking outside drop it, and every opening starts from `value`.
 */
export type MultiSelectCommit =
  | {
      mode: 'instant';
      /** A button that clears the choice. */
      clearLabel?: string;
      /** A button that closes the popover; with it, the actions sit in a footer bar. */
      doneLabel?: string;
    }
  | { mode: 'draft'; cancelLabel: string; okLabel: string };

export interface MultiSelectProps<V extends string | number> {
  /** The control's name: the trigger's accessible name starts with it; it names the list. */
  label: string;
  options: readonly MultiSelectOption<V>[];
  /** The applied choice. */
  value: readonly V[];
  /** Receives the choice in the order of the options (a URL does not depend on click order). */
  onChange: (next: V[]) => void;
  commit: MultiSelectCommit;
  /**
   * `field`: the label above a select-like box showing `summary`. `button`: a compact button
   * with the label and the number chosen (its spoken form from `countText`).
   */
  trigger: { kind: 'field'; summary: ReactNode } | { kind: 'button'; countText: (count: number) => string };
  /** The popover's heading (a `button` trigger shows the label there when none is given). */
  title?: ReactNode;
  /**
   * A search box over the options. With it the list is a Base UI combobox: focus stays in
   * the box, ArrowDown / ArrowUp move through the options, Enter ticks the highlighted one.
   * Without it the options are native checkboxes (Tab and Space).
   */
  search?: ListSearch;
  /** A select-all checkbox: ticked when every option is chosen, mixed when some are. */
  selectAllLabel?: string;
  emptyText: string;
  disabled?: boolean;
}

/** A popover to choose several values, shared by the list filters and the chart filters. */
export function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  commit,
  trigger,
  title,
  search,
  selectAllLabel,
  emptyText,
  disabled = false,
}: MultiSelectProps<V>) {
  const labelId = useId();
  const triggerId = useId();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<readonly V[]>(value);
  const chosen = commit.mode === 'draft' ? draft : value;
  const chosenSet = new Set(chosen);
  const inOrder = (next: Iterable<V>) => {
    const set = new Set(next);
    return options.map((option) => option.value).filter((item) => set.has(item));
  };
  const choose = (next: Iterable<V>) => {
    if (commit.mode === 'draft') setDraft(inOrder(next));
    else onChange(inOrder(next));
  };
  const toggle = (item: V, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(item);
    else next.delete(item);
    choose(next);
  };
  const apply = () => {
    if (commit.mode === 'draft') onChange(inOrder(draft));
    setOpen(false);
  };

  const onOpenChange = (next: boolean) => {
    // Every opening starts from the applied choice and an empty search.
    if (next) {
      setDraft(value);
      setQuery('');
    }
    setOpen(next);
  };

  const visible = search ? options.filter((option) => search.matches(option.label, query)) : options;
  const allChosen = options.length > 0 && options.every((option) => chosenSet.has(option.value));
  const someChosen = !allChosen && options.some((option) => chosenSet.has(option.value));

  const triggerElement =
    trigger.kind === 'field' ? (
      <FieldTrigger
        id={triggerId}
        aria-labelledby={`${labelId} ${triggerId}`}
        disabled={disabled}
        value={trigger.summary}
      />
    ) : (
      <Button
        size="sm"
        variant="secondary"
        className={styles.buttonTrigger}
        data-active={value.length > 0 ? '' : undefined}
        iconEnd={<ChevronDownIcon size={14} />}
        disabled={disabled}
      >
        {label}
        {value.length > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">{value.length}</span>
            <span className="visually-hidden">{trigger.countText(value.length)}</span>
          </span>
        ) : null}
      </Button>
    );

  const selectAll = selectAllLabel ? (
    <Checkbox
      label={selectAllLabel}
      checked={allChosen}
      indeterminate={someChosen}
      onCheckedChange={(on) => choose(on ? options.map((option) => option.value) : [])}
      className={styles.selectAll}
    />
  ) : null;

  const list = search ? (
    <SearchableList
      label={label}
      search={search}
      query={query}
      onQueryChange={setQuery}
      options={visible}
      chosen={chosen}
      onChosen={choose}
      onEnter={apply}
      emptyText={emptyText}
    >
      {selectAll}
    </SearchableList>
  ) : (
    <>
      {selectAll}
      <DropdownList role="group" aria-label={label} className={styles.checkboxes}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosenSet.has(option.value)}
            onCheckedChange={(on) => toggle(option.value, on)}
          />
        ))}
      </DropdownList>
    </>
  );

  let actions: ReactNode = null;
  if (commit.mode === 'draft') {
    actions = (
      <div className={styles.footer}>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {commit.cancelLabel}
        </Button>
        <Button size="sm" variant="primary" onClick={apply}>
          {commit.okLabel}
        </Button>
      </div>
    );
  } else if (commit.doneLabel) {
    actions = (
      <div className={styles.footer}>
        {commit.clearLabel ? (
          <Button size="sm" variant="ghost" disabled={value.length === 0} onClick={() => onChange([])}>
            {commit.clearLabel}
          </Button>
        ) : null}
        <Button size="sm" variant="primary" onClick={() => setOpen(false)}>
          {commit.doneLabel}
        </Button>
      </div>
    );
  } else if (commit.clearLabel && value.length > 0) {
    actions = (
      <Button size="sm" variant="ghost" onClick={() => onChange([])}>
        {commit.clearLabel}
      </Button>
    );
  }

  const popover = (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      className={trigger.kind === 'field' ? styles.fieldPopup : styles.buttonPopup}
      trigger={triggerElement}
    >
      {trigger.kind === 'button' && !title ? (
        <fieldset className={formLayout.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {label}
          </legend>
          {list}
          {actions}
        </fieldset>
      ) : (
        <>
          {list}
          {actions}
        </>
      )}
    </Popover>
  );

  if (trigger.kind === 'button') return popover;
  return (
    <FieldControl label={label} labelId={labelId}>
      {popover}
    </FieldControl>
  );
}

/** The summary of a choice as tags: the first few codes, then "+N". */
export function MultiSelectTags({ shown, rest }: { shown: readonly string[]; rest: number }) {
  return (
    <>
      {shown.map((text) => (
        <span key={text} className={styles.tag}>
          {text}
        </span>
      ))}
      {rest > 0 ? (
        <span className={styles.tag} data-rest="">
          +{rest}
        </span>
      ) : null}
    </>
  );
}
