import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operation } from '@/api/security/security.schemas';
import { Switch } from '@/components/ui/switch';
import { OPERATIONS } from '@/domain/protections';
import { sameOperations, toggleOperation } from '@/domain/security';
import styles from './operation-switches.module.css';

/** Each operation's switch: its label and its description. */
const SWITCHES = {
  auth: { label: 'security.operations.auth', description: 'security.operations.auth_hint' },
  settings: { label: 'security.operations.settings', description: 'security.operations.settings_hint' },
  withdrawal: { label: 'security.operations.withdrawal', description: 'security.operations.withdrawal_hint' },
  payout: { label: 'security.operations.payout', description: 'security.operations.payout_hint' },
} as const satisfies Record<Operation, { label: string; description: string }>;

/** One switch per protected operation kind (auth, settings, withdrawal, payout). */
export function OperationSwitches({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: readonly Operation[];
  onChange: (next: Operation[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.operations} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.switchList}>
        {OPERATIONS.map((operation) => (
          <Switch
            key={operation}
            label={t(SWITCHES[operation].label)}
            description={t(SWITCHES[operation].description)}
            checked={value.includes(operation)}
            onCheckedChange={(on) => onChange(toggleOperation(value, operation, on))}
            disabled={disabled}
            labelPlacement="start"
            className={styles.switchRow}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The operations being edited, starting from the saved ones; when the saved ones change
 * (after a save) the draft follows them without remounting the form, so focus stays put.
 */
export function useOperationsDraft(saved: readonly Operation[]): [Operation[], (next: Operation[]) => void] {
  const [draft, setDraft] = useState(() => ({ base: [...saved], value: [...saved] }));
  if (!sameOperations(draft.base, saved)) {
    const next = { base: [...saved], value: [...saved] };
    setDraft(next);
    return [next.value, (value) => setDraft({ base: next.base, value })];
  }
  return [draft.value, (value) => setDraft({ base: draft.base, value })];
}
