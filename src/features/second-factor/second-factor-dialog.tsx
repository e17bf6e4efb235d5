import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorMethod, SecondFactor, SecondFactorChallenge } from '@/api/http/second-factor';
import { tokens } from '@/api/http/tokens';
import { refreshEmailCodeMutation } from '@/api/security/security.mutations';
import { securitySettingsQuery } from '@/api/security/security.queries';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/inline-alert';
import { OtpInput, OtpLengthChoice } from '@/components/ui/otp-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, TabsPanel, TabsTab } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { PIN_LENGTHS } from '@/constants/security';
import { maskEmail } from '@/domain/profile';
import { isValidEmail } from '@/domain/validation';
import { describeError } from '@/i18n/describe-error';
import styles from './second-factor.module.css';
import {
  CODE_LENGTH,
  classifyVerifyFailure,
  DEFAULT_PIN_LENGTH,
  formatCountdown,
  isCodeComplete,
  orderMethods,
  secondsLeft,
} from './second-factor-rules';

const METHOD_LABEL = {
  otp: 'second_factor.method.otp',
  pin: 'second_factor.method.pin',
  email: 'second_factor.method.email',
} as const satisfies Record<FactorMethod, string>;

export interface SecondFactorDialogProps {
  open: boolean;
  challenge: SecondFactorChallenge;
  verify: (factor: SecondFactor) => Promise<void>;
  /** The login the challenged call sent (the sign-in form's e-mail), if any. */
  login?: string | null;
  /** verify() succeeded: the protected call went through. */
  onPassed: () => void;
  /** The merchant closed the dialog. */
  onCancel: () => void;
  /** The protected call failed for another reason than the code: the caller gets the error. */
  onFailed: (error: unknown) => void;
}

/**
 * Asks for one of the factors the server offers (SPEC.md section 8 "need_2fa"): an e-mail
 * code sent on demand, the PIN (4 or 6 digits) or the authenticator's code. A wrong code
 * keeps the dialog open, says so and clears the boxes.
 */
export function SecondFactorDialog({
  open,
  challenge,
  verify,
  login = null,
  onPassed,
  onCancel,
  onFailed,
}: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const codeId = useId();
  const methods = orderMethods(challenge.methods);
  const [method, setMethod] = useState<FactorMethod>(methods[0] ?? 'email');
  const [switched, setSwitched] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A signed-in merchant's PIN length is in the security settings: the dialog does not ask
  // for it. At sign-in (no session yet) it cannot be read, so the merchant chooses it.
  const canReadSettings = login === null && tokens.hasSession() && methods.includes('pin');
  const settings = useQuery({ ...securitySettingsQuery(), enabled: canReadSettings, meta: { silent: true } });
  const knownPinLength = canReadSettings ? (settings.data?.pin_settings.length ?? null) : null;
  const [chosenPinLength, setPinLength] = useState<number>(DEFAULT_PIN_LENGTH);
  const pinLength = knownPinLength ?? chosenPinLength;
  const askPinLength = knownPinLength === null && !(canReadSettings && settings.isPending);

  const complete = isCodeComplete(method, code, pinLength);

  const chooseMethod = (next: FactorMethod) => {
    setMethod(next);
    setSwitched(true);
    setCode('');
    setError(null);
  };

  const focusFirstBox = () => requestAnimationFrame(() => document.getElementById(codeId)?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    try {
      await verify({ method, code });
      onPassed();
    } catch (failure) {
      const kind = classifyVerifyFailure(failure);
      if (kind === 'fatal') {
        onFailed(failure);
        return;
      }
      if (kind === 'wrong_code') {
        setError(t('errors.wrong_2fa_code'));
        setCode('');
        focusFirstBox();
      } else {
        setError(describeError(failure) ?? t('errors.unknown_error'));
      }
    } finally {
      setBusy(false);
    }
  };

  const codeInput = (forMethod: FactorMethod) => {
    const length = forMethod === 'pin' ? pinLength : CODE_LENGTH;
    const label =
      forMethod === 'pin'
        ? t('second_factor.pin.code')
        : forMethod === 'otp'
          ? t('second_factor.otp.code')
          : t('second_factor.email.code');
    return (
      <OtpInput
        id={codeId}
        length={length}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(null);
        }}
        label={label}
        masked={forMethod === 'pin'}
        error={error}
        disabled={busy}
        autoFocus={!switched}
        name={`${forMethod}-code`}
      />
    );
  };

  const panel = (forMethod: FactorMethod) => (
    <div className={styles.panel}>
      {forMethod === 'email' ? <EmailCodeRequest knownLogin={login ?? tokens.login()} /> : null}
      {forMethod === 'pin' ? (
        <>
          <p className={styles.hint}>{t('second_factor.pin.hint')}</p>
          {askPinLength ? (
            <OtpLengthChoice
              label={t('second_factor.pin.length')}
              options={PIN_LENGTHS}
              value={pinLength}
              onChange={(next) => {
                setPinLength(next);
                setCode('');
                setError(null);
              }}
              optionLabel={(n) =>
                n === 6 ? t('second_factor.pin.digits_6') : t('second_factor.pin.digits_4')
              }
              disabled={busy}
            />
          ) : null}
        </>
      ) : null}
      {forMethod === 'otp' ? <p className={styles.hint}>{t('second_factor.otp.hint')}</p> : null}
      {forMethod === 'pin' && canReadSettings && settings.isPending ? (
        <Spinner size="sm" label={t('second_factor.pin.loading')} />
      ) : (
        codeInput(forMethod)
      )}
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={t('second_factor.dialog.title')}
      description={t('second_factor.dialog.description')}
      size="sm"
      disablePointerDismissal
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('second_factor.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy} disabled={!complete}>
            {t('second_factor.dialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        {methods.length > 1 ? (
          <Tabs<FactorMethod> value={method} onValueChange={chooseMethod}>
            <TabsList
              label={t('second_factor.dialog.methods')}
              variant="segmented"
              className={styles.methods}
            >
              {methods.map((item) => (
                <TabsTab key={item} value={item}>
                  {t(METHOD_LABEL[item])}
                </TabsTab>
              ))}
            </TabsList>
            {methods.map((item) => (
              <TabsPanel key={item} value={item}>
                {method === item ? panel(item) : null}
              </TabsPanel>
            ))}
          </Tabs>
        ) : (
          panel(method)
        )}
      </form>
    </Dialog>
  );
}

/**
 * Sends the e-mail code on demand; "Send again" waits until next_time. The code goes to the
 * login the call sent (sign-in) or the session's; the address is asked for only when
 * neither is known.
 */
function EmailCodeRequest({ knownLogin }: { knownLogin: string | null }) {
  const { t } = useTranslation();
  const [login, setLogin] = useState(knownLogin ?? '');
  const [nextTime, setNextTime] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const send = useMutation({ ...refreshEmailCodeMutation(), meta: { silent: true } });
  const left = secondsLeft(nextTime, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const canSend = isValidEmail(login) && left === 0 && !send.isPending;

  const request = () => {
    if (!canSend) return;
    send.mutate(
      { login: login.trim() },
      {
        onSuccess: (answer) => {
          setNow(Date.now());
          setNextTime(answer.next_time);
        },
      },
    );
  };

  return (
    <div className={styles.email}>
      <p className={styles.hint}>
        {knownLogin
          ? t('second_factor.email.hint', { email: maskEmail(knownLogin) })
          : t('second_factor.email.hint_no_login')}
      </p>
      {knownLogin ? null : (
        <TextField
          label={t('second_factor.email.login')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      )}
      <div className={styles.sendRow}>
        <Button variant="secondary" size="sm" onClick={request} disabled={!canSend} loading={send.isPending}>
          {left > 0
            ? t('second_factor.email.resend_in', { time: formatCountdown(left) })
            : nextTime === null
              ? t('second_factor.email.send')
              : t('second_factor.email.resend')}
        </Button>
        <span role="status" className={styles.sent}>
          {send.isSuccess ? t('second_factor.email.sent') : ''}
        </span>
      </div>
      {send.isError ? (
        <Alert tone="error" live>
          {describeError(send.error) ?? t('errors.unknown_error')}
        </Alert>
      ) : null}
    </div>
  );
}
