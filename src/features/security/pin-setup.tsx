import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import { editOr } from '@/api/http/kept';
import { savePinMutation } from '@/api/security/security.mutations';
import type { OperationCode, PinSettings } from '@/api/security/security.schemas';
import { popup } from '@/components/feedback/feedback';
import { UnreadHint } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { CheckCircleIcon } from '@/components/ui/icons';
import { OtpInput, OtpLengthChoice } from '@/components/ui/otp-input';
import { PIN_LENGTHS } from '@/constants/security';
import { canSavePin, draftChanged, draftOperations, pinsMatch } from '@/domain/security';
import { OperationSwitches, useOperationsDraft } from './operation-switches';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

/** SPEC.md section 9: a PIN has 4 or 6 digits, 4 by default. */
const DEFAULT_LENGTH = 4;

/**
 * PIN set-up (SPEC.md sections 4, 5): choose 4 or 6 digits, enter and repeat the PIN, choose
 * operations. Once a PIN exists, only the operations change. When the settings did not say
 * whether a PIN is set, the set-up shows and says so. The operations go out as switched; a list
 * the merchant did not touch goes back as the server sent it (`sentOperations`).
 */
export function PinSetup({
  pin: pinSettings,
  saved,
  sentOperations,
}: {
  pin: PinSettings;
  saved: readonly OperationCode[] | null;
  sentOperations: unknown;
}) {
  const { t } = useTranslation();
  const pinSet = pinSettings.is_set;
  const [length, setLength] = useState<number>(DEFAULT_LENGTH);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [draft, setDraft] = useOperationsDraft(saved);
  const operations = draftOperations(draft);
  const changed = draftChanged(draft, saved);
  const save = useMutation({ ...savePinMutation(), meta: { silent: true } });
  const enabled = canSavePin({ pinSet, pin, repeat, length, operations, changed });
  const mismatch = pin.length === length && repeat.length === length && !pinsMatch(pin, repeat, length);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || operations === null || save.isPending) return;
    const pin_operations = editOr(changed, operations, sentOperations);
    save.mutate(pinSet === true ? { pin_operations } : { pin_operations, pin }, {
      onSuccess: () => {
        setPin('');
        setRepeat('');
        popup.success(pinSet === true ? undefined : t('security.pin.created'));
      },
      onError: (error) => {
        if (!isSilentError(error)) popup.fail(securityErrorText(error, t) ?? undefined);
      },
    });
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      {pinSet === true ? (
        <p className={styles.done}>
          <CheckCircleIcon size={16} />
          {pinSettings.length === 6
            ? t('security.pin.is_set_6')
            : pinSettings.length === 4
              ? t('security.pin.is_set_4')
              : t('security.pin.is_set')}
        </p>
      ) : (
        <>
          {pinSet === null ? (
            <p className={styles.text}>
              <UnreadHint text={t('security.pin.state_unknown')} />
            </p>
          ) : null}
          <p className={styles.text}>{t('security.pin.intro')}</p>
          <OtpLengthChoice
            label={t('security.pin.length')}
            options={PIN_LENGTHS}
            value={length}
            onChange={(next) => {
              setLength(next);
              setPin('');
              setRepeat('');
            }}
            optionLabel={(n) => (n === 6 ? t('security.pin.digits_6') : t('security.pin.digits_4'))}
            disabled={save.isPending}
          />
          <div className={styles.pinPair}>
            <OtpInput
              length={length}
              value={pin}
              onChange={setPin}
              label={t('security.pin.pin')}
              masked
              disabled={save.isPending}
              name="new-pin"
            />
            <OtpInput
              length={length}
              value={repeat}
              onChange={setRepeat}
              label={t('security.pin.repeat')}
              masked
              disabled={save.isPending}
              error={mismatch ? t('security.pin.mismatch') : undefined}
              name="repeat-pin"
            />
          </div>
        </>
      )}
      <OperationSwitches
        legend={t('security.pin.operations')}
        value={draft}
        onChange={setDraft}
        disabled={save.isPending}
      />
      <FormActions align="start" sticky={false}>
        <Button type="submit" variant="primary" disabled={!enabled} loading={save.isPending}>
          {pinSet === true ? t('security.save') : t('security.pin.submit')}
        </Button>
      </FormActions>
    </form>
  );
}
