import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import { saveEmailOperationsMutation } from '@/api/security/security.mutations';
import type { OperationCode } from '@/api/security/security.schemas';
import { popup } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { draftChanged, draftOperations } from '@/domain/security';
import { OperationSwitches, useOperationsDraft } from './operation-switches';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

/**
 * E-mail confirmation: the operations confirmed by a code sent to the login e-mail. Save sends the
 * switches' list (codes the cabinet does not know included, as they came); with a saved list
 * that could not be read, only once every switch was chosen.
 */
export function EmailConfirmation({
  email,
  saved,
}: {
  email: string;
  saved: readonly OperationCode[] | null;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useOperationsDraft(saved);
  const save = useMutation({ ...saveEmailOperationsMutation(), meta: { silent: true } });
  const operations = draftOperations(draft);
  const changed = draftChanged(draft, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || operations === null || save.isPending) return;
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
        value={draft}
        onChange={setDraft}
        disabled={save.isPending}
      />
      <FormActions align="start" sticky={false}>
        <Button
          type="submit"
          variant="primary"
          disabled={!changed || operations === null}
          loading={save.isPending}
        >
          {t('security.save')}
        </Button>
      </FormActions>
    </form>
  );
}
