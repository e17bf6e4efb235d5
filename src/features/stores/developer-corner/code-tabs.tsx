import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { Tabs, TabsList, TabsPanel, TabsTab } from '@/components/ui/tabs';
import styles from './developer-corner.module.css';
import type { Snippet } from './snippets';

/** Code examples in a tab list, one per language, each in a scrollable block with a copy button. */
export function CodeTabs({
  label,
  subject,
  snippets,
  placeholder,
}: {
  /** Name of the tab list. */
  label: string;
  /** What the examples do, in the names of their blocks and copy buttons ("create an invoice"). */
  subject: string;
  snippets: readonly Snippet[];
  /** Text standing for a value the merchant fills in (the secret key): marked in the code. */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const first = snippets[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id} className={styles.tabs}>
      <TabsList label={label}>
        {snippets.map((snippet) => (
          <TabsTab key={snippet.id} value={snippet.id}>
            {snippet.label}
          </TabsTab>
        ))}
      </TabsList>
      {snippets.map((snippet) => (
        <TabsPanel key={snippet.id} value={snippet.id} className={styles.panel}>
          <div className={styles.codeBox}>
            {/* The scrolling box: focusable so a keyboard can scroll a long line, named for screen readers. */}
            <section
              className={styles.scroller}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              aria-label={t('developer.snippets.code_label', { name: snippet.label, subject })}
            >
              <pre className={styles.code}>
                <code>{placeholder ? marked(snippet.code, placeholder) : snippet.code}</code>
              </pre>
            </section>
            <CopyButton
              className={styles.copy}
              text={snippet.code}
              label={t('developer.snippets.copy', { name: snippet.label, subject })}
              variant="secondary"
            />
          </div>
        </TabsPanel>
      ))}
    </Tabs>
  );
}

/** The code with each `placeholder` in a <mark>: a value to replace stands out from the code. */
function marked(code: string, placeholder: string) {
  const parts = code.split(placeholder);
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <mark key={index} className={styles.placeholder}>
            {placeholder}
          </mark>,
          part,
        ],
  );
}
