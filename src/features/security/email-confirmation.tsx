import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import { saveEmailOperationsMutation } from '@/api/security/security.mutations';
import type { Operation } from '@/api/security/security.schemas';
import { popup } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { sameOperations } from '@/domain/security';
import { OperationSwitches, useOperationsDraft } from './operation-switches';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

/** E-mail confirmation: the operations confirmed by a code sent to the login e-mail. */
export function EmailConfirmation({ email, saved }: { email: string; saved: readonly Operation[] }) {
  const { t } = useTranslation();
  const [operations, setOperations] = useOperationsDraft(saved);
  const save = useMutation({ ...saveEmailOperationsMutation(), meta: { silent: true } });
  const changed = !sameOperations(operations, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    save.mutate(
      { email_operations: operations },
      {
        onSuccess: () => popup.success(),
        onError: (error) => {
          if (!isSilentError(error)) popup.fail(securityErrorText(error, t) ?? undefined);
        },
      },
    );
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <p className={styles.text}>{t('security.email.intro', { email })}</p>
      <OperationSwitches
        legend={t('security.email.operations')}
        value={operations}
        onChange={setOperations}
        disabled={save.isPending}
      />
      <FormActions align="start" sticky={false}>
        <Button type="submit" variant="primary" disabled={!changed} loading={save.isPending}>
          {t('security.save')}
        </Button>
      </FormActions>
    </form>
  );
}
