import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ProblemAlert } from '../../components/problem-alert.js';
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
  return (
    <ConfirmDialog
      title={t('authorizedApps.revokeTitle')}
      message={t('authorizedApps.revokeBody', { name })}
      cancelLabel={t('authorizedApps.cancel')}
      confirmLabel={t('authorizedApps.revoke')}
      busyLabel={t('authorizedApps.revoking')}
      onConfirm={onRevoke}
      onClose={onClose}
      describeFailure={(error) => {
        const problem = errorMessageKey(error, 'authorizedApps.revokeError');
        return (
          <ProblemAlert problem={problem} className={styles.problem}>
            {t(problem)}
          </ProblemAlert>
        );
      }}
    />
  );
}
