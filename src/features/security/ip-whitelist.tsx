import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import { addIpsMutation, removeIpsMutation } from '@/api/security/security.mutations';
import { popup } from '@/components/feedback/feedback';
import { UnreadHint } from '@/components/form/form-kit';
import { PlusIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { ipError } from '@/domain/security';
import { translateDynamic } from '@/i18n/i18n';
import whitelist from './ip-whitelist.module.css';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

/**
 * IP whitelist: add (IPv4 checked; add disabled while the field is empty) and remove addresses.
 * Each call names only the address added or removed: a saved list that could not be read (null)
 * is never sent back, and the page says it could not read it instead of "no addresses".
 */
export function IpWhitelist({ ips }: { ips: readonly string[] | null }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const add = useMutation({ ...addIpsMutation(), meta: { silent: true } });
  const remove = useMutation({ ...removeIpsMutation(), meta: { silent: true } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = address.trim();
    if (value === '' || add.isPending) return;
    const problem = ipError(value);
    if (problem) {
      setError(translateDynamic(t, problem));
      return;
    }
    add.mutate(
      { ips: [value] },
      {
        onSuccess: () => {
          setAddress('');
          setError(null);
          popup.success(t('security.whitelist.added', { ip: value }));
        },
        onError: (failure) => {
          if (!isSilentError(failure)) setError(securityErrorText(failure, t));
        },
      },
    );
  }

  function removeAddress(ip: string) {
    remove.mutate(
      { ips: [ip] },
      {
        onSuccess: () => {
          // The row and its button are gone: focus goes to the address field.
          field.current?.focus();
          popup.success(t('security.whitelist.removed', { ip }));
        },
        onError: (failure) => {
          if (!isSilentError(failure)) popup.fail(securityErrorText(failure, t) ?? undefined);
        },
      },
    );
  }

  return (
    <div className={styles.form}>
      <p className={styles.text}>{t('security.whitelist.intro')}</p>
      {ips === null ? (
        <p className={whitelist.empty}>
          <UnreadHint text={t('security.whitelist.unread')} />
        </p>
      ) : ips.length > 0 ? (
        <ul className={whitelist.ipList} aria-label={t('security.whitelist.list')}>
          {ips.map((ip) => (
            <li key={ip} className={whitelist.ipRow}>
              <span className={whitelist.ip}>{ip}</span>
              <IconButton
                label={t('security.whitelist.remove', { ip })}
                icon={<CloseIcon size={16} />}
                size="sm"
                loading={remove.isPending && remove.variables?.ips.includes(ip)}
                onClick={() => removeAddress(ip)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={whitelist.empty}>{t('security.whitelist.empty')}</p>
      )}
      <form noValidate className={whitelist.ipForm} onSubmit={submit}>
        <TextField
          ref={field}
          label={t('security.whitelist.address')}
          placeholder="203.0.113.7"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          error={error}
          containerClassName={whitelist.ipField}
        />
        <Button
          type="submit"
          variant="secondary"
          iconStart={<PlusIcon size={16} />}
          disabled={address.trim() === ''}
          loading={add.isPending}
          className={whitelist.ipAdd}
        >
          {t('security.whitelist.add')}
        </Button>
      </form>
    </div>
  );
}
