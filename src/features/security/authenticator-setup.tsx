import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isSilentError } from '@/api/http/errors';
import { editOr } from '@/api/http/kept';
import { refreshOtpMutation, saveOtpParamsMutation } from '@/api/security/security.mutations';
import type { SecuritySettings } from '@/api/security/security.schemas';
import { popup } from '@/components/feedback/feedback';
import { UnreadHint } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FormActions } from '@/components/ui/form-actions';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Alert } from '@/components/ui/inline-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { canSaveOtp, draftChanged, draftOperations, secretGroups } from '@/domain/security';
import setup from './authenticator-setup.module.css';
import { OperationSwitches, useOperationsDraft } from './operation-switches';
import { OtpQrCode } from './otp-qr-code';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

const CODE_LENGTH = 6;

/**
 * Authenticator app (SPEC.md sections 4, 5): install the app, generate a secret and QR code,
 * choose operations, enter the app's code. Once configured only the operations change. When the
 * settings did not say whether the app is set up, the set-up shows and says so. The operations
 * go out as switched; a list the merchant did not touch goes back as the server sent it.
 */
export function AuthenticatorSetup({ settings }: { settings: SecuritySettings }) {
  const { t } = useTranslation();
  const enabled = settings.otp_enabled;
  const saved = settings.otp_operations;
  const [draft, setDraft] = useOperationsDraft(saved);
  const operations = draftOperations(draft);
  const changed = draftChanged(draft, saved);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const generate = useMutation({ ...refreshOtpMutation(), meta: { silent: true } });
  const save = useMutation({ ...saveOtpParamsMutation(), meta: { silent: true } });
  const secret = settings.otp_secret;
  /** Where focus goes when the part holding it is replaced (secret generated, app turned on). */
  const secretRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef<'secret' | 'done' | null>(null);

  useEffect(() => {
    if (moveFocus.current === 'secret' && secret) {
      secretRef.current?.focus();
      moveFocus.current = null;
    } else if (moveFocus.current === 'done' && enabled === true) {
      doneRef.current?.focus();
      moveFocus.current = null;
    }
  }, [secret, enabled]);

  const generateSecret = () => {
    // The first key replaces the button that had the focus; a new key keeps its button.
    const first = !secret;
    generate.mutate(undefined, {
      onSuccess: () => {
        if (first) moveFocus.current = 'secret';
      },
    });
  };
  const canSubmit =
    canSaveOtp({ enabled, code, operations, changed }) && (enabled === true || Boolean(secret));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || operations === null || save.isPending) return;
    setCodeError(null);
    const otp_operations = editOr(changed, operations, settings.sent.otp_operations);
    save.mutate(enabled === true ? { otp_operations } : { otp_operations, pin: code }, {
      onSuccess: () => {
        setCode('');
        if (enabled !== true) moveFocus.current = 'done';
        popup.success(enabled === true ? undefined : t('security.otp.enabled'));
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        const text = securityErrorText(error, t);
        if (error instanceof ApiError && error.has('wrong_otp_code')) {
          setCode('');
          setCodeError(text);
          return;
        }
        popup.fail(text ?? undefined);
      },
    });
  }

  const switches = (
    <OperationSwitches
      legend={t('security.otp.operations')}
      value={draft}
      onChange={setDraft}
      disabled={save.isPending}
    />
  );

  if (enabled === true) {
    return (
      <form noValidate className={styles.form} onSubmit={submit}>
        <p className={styles.done} ref={doneRef} tabIndex={-1}>
          <CheckCircleIcon size={16} />
          {t('security.otp.is_set')}
        </p>
        {switches}
        <FormActions align="start" sticky={false}>
          <Button type="submit" variant="primary" disabled={!canSubmit} loading={save.isPending}>
            {t('security.save')}
          </Button>
        </FormActions>
      </form>
    );
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      {enabled === null ? (
        <p className={styles.text}>
          <UnreadHint text={t('security.otp.state_unknown')} />
        </p>
      ) : null}
      <ol className={setup.steps}>
        <li className={setup.step}>
          <h4 className={setup.stepTitle}>{t('security.otp.step_install')}</h4>
          <p className={styles.text}>{t('security.otp.step_install_text')}</p>
        </li>
        <li className={setup.step}>
          <h4 className={setup.stepTitle}>{t('security.otp.step_secret')}</h4>
          {secret ? (
            <div className={setup.secretBox} ref={secretRef} tabIndex={-1}>
              {/* Without its otpauth URL the secret is still typed into the app by hand. */}
              {settings.otp_url ? <OtpQrCode url={settings.otp_url} /> : null}
              <div className={setup.secretText}>
                <p className={styles.text}>{t('security.otp.step_secret_text')}</p>
                <div className={setup.secretField}>
                  <span className={setup.secretLabel}>{t('security.otp.secret_label')}</span>
                  <div className={setup.secretRow}>
                    <code className={setup.secret}>
                      {secretGroups(secret).map((group, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional.
                        <span key={index}>{group}</span>
                      ))}
                    </code>
                    <CopyButton text={secret} label={t('security.otp.copy_secret')} variant="secondary" />
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={generateSecret}
                  loading={generate.isPending}
                  className={setup.regenerate}
                >
                  {t('security.otp.regenerate')}
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p className={styles.text}>{t('security.otp.step_secret_intro')}</p>
              <Button
                variant="secondary"
                onClick={generateSecret}
                loading={generate.isPending}
                className={setup.generate}
              >
                {t('security.otp.generate')}
              </Button>
            </>
          )}
          {generate.isError ? (
            <Alert tone="error" live>
              {securityErrorText(generate.error, t)}
            </Alert>
          ) : null}
        </li>
        <li className={setup.step}>
          <h4 className={setup.stepTitle}>{t('security.otp.step_operations')}</h4>
          {switches}
        </li>
        <li className={setup.step}>
          <h4 className={setup.stepTitle}>{t('security.otp.step_code')}</h4>
          <OtpInput
            length={CODE_LENGTH}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(null);
            }}
            label={t('security.otp.code')}
            error={codeError}
            disabled={!secret || save.isPending}
            name="otp-code"
          />
        </li>
      </ol>
      <FormActions align="start" sticky={false}>
        <Button type="submit" variant="primary" disabled={!canSubmit} loading={save.isPending}>
          {t('security.otp.submit')}
        </Button>
      </FormActions>
    </form>
  );
}
