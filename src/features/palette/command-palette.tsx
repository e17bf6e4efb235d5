import { Autocomplete } from '@base-ui/react/autocomplete';
import { Dialog } from '@base-ui/react/dialog';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/app-icons';
import dialogStyles from '@/components/ui/dialog.module.css';
import { useDeferredNamespace } from '@/i18n/deferred';
import styles from './command-palette.module.css';
import type { RecentItem } from './recent';
import { type Entry, type Group, usePaletteGroups } from './use-palette-groups';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Invoices and stores visited lately, newest first (shown while the text is empty). */
  recent: readonly RecentItem[];
  /** What had focus when the palette opened: it gets focus back on close. */
  opener: RefObject<Element | null>;
}

/**
 * The command palette: pages, store actions, languages and log-out, plus lookups of
 * invoices, stores and withdrawals as the merchant types. A Base UI dialog holding an
 * inline Base UI autocomplete (a combobox with its listbox: arrow keys, Enter, Escape).
 */
export function CommandPalette({ open, onOpenChange, recent, opener }: CommandPaletteProps) {
  const { t } = useTranslation();
  // A language switched to while the palette is loaded brings its messages.
  useDeferredNamespace('palette');
  const [text, setText] = useState('');
  const hintId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setText('');
      }}
    >
      <Dialog.Portal>
        {/* The backdrop every dialog has (its fade and the iOS fix included). */}
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Viewport className={styles.viewport}>
          <Dialog.Popup
            className={styles.popup}
            finalFocus={() => {
              const element = opener.current;
              return element instanceof HTMLElement && element.isConnected && element !== document.body
                ? element
                : true;
            }}
          >
            <Dialog.Title className="visually-hidden">{t('palette.title')}</Dialog.Title>
            {open ? (
              <PaletteBody
                text={text}
                onTextChange={setText}
                recent={recent}
                hintId={hintId}
                close={() => {
                  onOpenChange(false);
                  setText('');
                }}
              />
            ) : null}
            <p id={hintId} className={styles.hint}>
              {t('palette.hint')}
            </p>
            <Dialog.Close className="visually-hidden">{t('palette.close')}</Dialog.Close>
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BodyProps {
  text: string;
  onTextChange: (text: string) => void;
  recent: readonly RecentItem[];
  hintId: string;
  close: () => void;
}

function PaletteBody({ text, onTextChange, recent, hintId, close }: BodyProps) {
  const { t } = useTranslation();
  const { groups, status, failed } = usePaletteGroups(text, recent);
  return (
    <Autocomplete.Root
      open
      inline
      items={groups}
      filter={null}
      value={text}
      onValueChange={(next, details) => {
        // Choosing an item runs it; the text stays what the merchant typed.
        if (details.reason !== 'item-press') onTextChange(next);
      }}
      itemToStringValue={(entry: Entry) => entry.label}
      autoHighlight="always"
      keepHighlight
    >
      <div className={styles.inputRow}>
        <SearchIcon aria-hidden="true" className={styles.inputIcon} />
        <Autocomplete.Input
          className={styles.input}
          aria-label={t('palette.input')}
          aria-describedby={hintId}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Autocomplete.Status className={styles.status}>
        {status}
        {failed ? ` ${t('palette.status.failed')}` : null}
      </Autocomplete.Status>
      <div className={styles.listArea}>
        <Autocomplete.List className={styles.list} aria-label={t('palette.results')}>
          {(group: Group) => (
            <Autocomplete.Group key={group.value} items={group.items} className={styles.group}>
              <Autocomplete.GroupLabel className={styles.groupLabel}>{group.label}</Autocomplete.GroupLabel>
              <Autocomplete.Collection>
                {(entry: Entry) => (
                  <Autocomplete.Item
                    key={entry.value}
                    value={entry}
                    className={styles.item}
                    onClick={() => {
                      close();
                      entry.run();
                    }}
                  >
                    <span className={styles.itemText}>
                      <span className={styles.itemLabel}>{entry.label}</span>
                      {entry.description ? (
                        <span className={styles.itemDescription}>{entry.description}</span>
                      ) : null}
                    </span>
                    {entry.badge || entry.amount ? (
                      <span className={styles.itemMeta}>
                        {entry.amount ? <span className={styles.amount}>{entry.amount}</span> : null}
                        {entry.badge}
                      </span>
                    ) : null}
                  </Autocomplete.Item>
                )}
              </Autocomplete.Collection>
            </Autocomplete.Group>
          )}
        </Autocomplete.List>
      </div>
    </Autocomplete.Root>
  );
}
