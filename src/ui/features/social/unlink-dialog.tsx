import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import styles from './social-identities-card.module.css';

export interface UnlinkDialogProps {
  provider: string;
  /** Unlinks; a rejection's message is shown in the dialog, which then stays open. */
  onUnlink: () => Promise<void>;
  onClose: () => void;
  /** The message for a failure: a translated sentence. */
  describeFailure: (error: unknown) => string;
}

export function UnlinkDialog({ provider, onUnlink, onClose, describeFailure }: UnlinkDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const unlink = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      await onUnlink();
    } catch (error) {
      setProblem(describeFailure(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('social.unlinkTitle', { provider })}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {t('social.cancel')}
          </Button>
          <Button isDisabled={busy} onPress={() => void unlink()}>
            {t('social.unlink')}
          </Button>
        </>
      }
    >
      {problem ? (
        <p ref={problemRef} className={styles.problem} role="alert" tabIndex={-1}>
          {problem}
        </p>
      ) : null}
      <p className={styles.dialogText}>{t('social.unlinkBody', { provider })}</p>
    </ModalDialog>
  );
}
