import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import type { Operation, OperationCode } from '@/api/security/security.schemas';
import { UnreadHint } from '@/components/form/form-kit';
import { Switch } from '@/components/ui/switch';
import { OPERATIONS } from '@/constants/security';
import { type OperationsDraft, operationsDraft, sameOperations, switchOperation } from '@/domain/security';
import styles from './operation-switches.module.css';

/** Each operation's switch: its label and its description. */
const SWITCHES = {
  auth: { label: 'security.operations.auth', description: 'security.operations.auth_hint' },
  settings: { label: 'security.operations.settings', description: 'security.operations.settings_hint' },
  withdrawal: { label: 'security.operations.withdrawal', description: 'security.operations.withdrawal_hint' },
  payout: { label: 'security.operations.payout', description: 'security.operations.payout_hint' },
} as const satisfies Record<Operation, { label: string; description: string }>;

/**
 * One switch per protected operation kind (auth, settings, withdrawal, payout), then one per
 * code the server listed that the cabinet does not know (its own text: kept, and sent back on
 * save). A list that could not be read shows every switch as unknown, never OFF, and says so.
 */
export function OperationSwitches({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: OperationsDraft;
  onChange: (next: OperationsDraft) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const unknown = value.codes.some((code) => value.on[code] === null);
  return (
    <fieldset className={styles.operations} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {unknown ? (
        <p className={styles.unread}>
          <UnreadHint text={t('security.operations.unread')} />
        </p>
      ) : null}
      <div className={styles.switchList}>
        {value.codes.map((code) => (
          <Switch
            key={code}
            label={isKnown(OPERATIONS, code) ? t(SWITCHES[code].label) : code}
            description={
              isKnown(OPERATIONS, code) ? t(SWITCHES[code].description) : t('security.operations.other_hint')
            }
            checked={value.on[code] ?? null}
            onCheckedChange={(on) => onChange(switchOperation(value, code, on))}
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
 * The switches being edited, starting from the saved list; when the saved list changes (after a
 * save) the draft follows it without remounting the form, so focus stays put.
 */
export function useOperationsDraft(
  saved: readonly OperationCode[] | null,
): [OperationsDraft, (next: OperationsDraft) => void] {
  const [draft, setDraft] = useState(() => ({ base: saved, value: operationsDraft(saved) }));
  if (!sameOperations(draft.base, saved)) {
    const next = { base: saved, value: operationsDraft(saved) };
    setDraft(next);
    return [next.value, (value) => setDraft({ base: next.base, value })];
  }
  return [draft.value, (value) => setDraft({ base: draft.base, value })];
}
