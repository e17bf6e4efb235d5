import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from './icons';
import type { SelectProps } from './select';
import styles from './select.module.css';
import fieldStyles from './text-field.module.css';

/** Set once the dropdown code has arrived: later selects render it at once, with no stand-in. */
let realLoaded = false;
/** Stand-ins on screen when the code arrives: each becomes the real select right away. */
const waiting = new Set<() => void>();

const RealSelect = lazy(() =>
  import('./select').then((m) => {
    realLoaded = true;
    for (const takeOver of waiting) takeOver();
    waiting.clear();
    return { default: m.Select as ComponentType<SelectProps<string>> };
  }),
);

/** Keys that open a closed select (WAI-ARIA combobox pattern). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A Select whose dropdown code (Base UI, about 45 KB) loads on first use instead of with the
 * screen. Until then it shows the same trigger: the same role, name, value and look.
 * Pointing at it or focusing it starts the download; pressing it (mouse, touch or keys)
 * opens the real list as soon as it is there, and focus moves over with it. For selects on
 * a first screen that are rarely opened at once (the dashboard's period selects).
 */
export function DeferredSelect<V extends string = string>(props: SelectProps<V>) {
  const autoId = useId();
  const id = props.id ?? `select-${autoId}`;
  // Once the code is here, swapping a stand-in for it would only cost a tap: a touch's
  // pointerenter would swap it mid-press, and the tap would land on the removed stand-in.
  const [wanted, setWanted] = useState(() => realLoaded);
  const [arrival, setArrival] = useState({ open: false, focus: false });

  // When another select brought the code, this one swaps now, long before it is pressed: a
  // swap in the middle of a press would leave the press on the removed stand-in.
  useEffect(() => {
    if (wanted) return;
    const takeOver = () => startTransition(() => setWanted(true));
    waiting.add(takeOver);
    return () => {
      waiting.delete(takeOver);
    };
  }, [wanted]);

  const standIn = (
    <StandIn
      {...props}
      id={id}
      onWant={(want) => {
        // A transition keeps the stand-in on screen (and focused) until the real one is
        // ready, instead of swapping in the Suspense fallback.
        startTransition(() => {
          setWanted(true);
          setArrival((current) => ({
            open: current.open || want.open,
            focus: current.focus || want.focus,
          }));
        });
      }}
      onLeave={() => setArrival((current) => ({ ...current, focus: false }))}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <TakeOver id={id} focus={arrival.focus || arrival.open}>
          <RealSelect
            {...props}
            id={id}
            onChange={(value) => props.onChange(value as V)}
            defaultOpen={arrival.open}
          />
        </TakeOver>
      ) : (
        standIn
      )}
    </Suspense>
  );
}

/** Moves focus to the real trigger when the stand-in had it or was pressed. */
function TakeOver({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const focusAtArrival = useRef(focus);
  // In the same commit as the swap: a key pressed right after focusing never lands nowhere.
  useLayoutEffect(() => {
    if (focusAtArrival.current) document.getElementById(id)?.focus();
  }, [id]);
  return children;
}

interface StandInProps<V extends string> extends SelectProps<V> {
  id: string;
  /** The real select is wanted: `open` when pressed, `focus` when the stand-in has focus. */
  onWant: (want: { open: boolean; focus: boolean }) => void;
  onLeave: () => void;
}

/** The trigger as the real Select draws it, closed. */
function StandIn<V extends string>({
  id,
  label,
  hideLabel = false,
  options,
  value,
  placeholder,
  disabled = false,
  size = 'md',
  className,
  onWant,
  onLeave,
}: StandInProps<V>) {
  const labelId = `${id}-label`;
  const current = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onWant({ open: true, focus: true });
  };
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <div className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        <div id={labelId}>{label}</div>
      </div>
      <button
        type="button"
        id={id}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        data-size={size}
        className={styles.trigger}
        disabled={disabled}
        onPointerEnter={() => onWant({ open: false, focus: false })}
        onFocus={() => onWant({ open: false, focus: true })}
        onBlur={onLeave}
        onClick={() => onWant({ open: true, focus: true })}
        onKeyDown={onKeyDown}
      >
        <span className={styles.value}>{current?.label ?? placeholder}</span>
        <span aria-hidden="true" className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
    </div>
  );
}
