import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './authorized-apps.module.css';

export interface RevokeDialogProps {
  name: string;
  /** Revokes the access; a rejection is shown in the dialog, which then stays open. */
  onRevoke: () => Promise<void>;
  onClose: () => void;
}

export function RevokeDialog({ name, onRevoke, onClose }: RevokeDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TranslationKey>();
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const revoke = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      await onRevoke();
    } catch (error) {
      setProblem(errorMessageKey(error, 'authorizedApps.revokeError'));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('authorizedApps.revokeTitle')}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {t('authorizedApps.cancel')}
          </Button>
          <Button isDisabled={busy} onPress={() => void revoke()}>
            {busy ? t('authorizedApps.revoking') : t('authorizedApps.revoke')}
          </Button>
        </>
      }
    >
      <p>{t('authorizedApps.revokeBody', { name })}</p>
      {problem ? (
        <p ref={problemRef} className={styles.problem} role="alert" tabIndex={-1}>
          {t(problem)}
        </p>
      ) : null}
    </ModalDialog>
  );
}
