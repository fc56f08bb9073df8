import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ProblemAlert } from '../../components/problem-alert.js';
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
  return (
    <ConfirmDialog
      title={t('social.unlinkTitle', { provider })}
      message={t('social.unlinkBody', { provider })}
      messageClassName={styles.dialogText}
      cancelLabel={t('social.cancel')}
      confirmLabel={t('social.unlink')}
      onConfirm={onUnlink}
      onClose={onClose}
      failureFirst
      describeFailure={(error) => {
        const problem = describeFailure(error);
        return (
          <ProblemAlert problem={problem} className={styles.problem}>
            {problem}
          </ProblemAlert>
        );
      }}
    />
  );
}
