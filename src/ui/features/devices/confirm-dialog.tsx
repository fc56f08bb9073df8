import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as Confirm } from '../../components/confirm-dialog.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { saveProblem } from '../../components/save-problem.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import styles from './devices.module.css';
import { ReauthPrompt } from './reauth-prompt.js';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The message when the action fails for a reason the screen has no words of its own for. */
  errorKey: TranslationKey;
  /** The device the action is for, named when it needs a fresh sign-in. */
  deviceName?: string;
  /** Runs the action; a rejection is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a change to a device or session, and shows why it failed. */
export function ConfirmDialog({ children, errorKey, deviceName, ...props }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Confirm
      {...props}
      message={children}
      cancelLabel={t('devices.actions.cancel')}
      describeFailure={(error) => {
        const problem = saveProblem(error, errorKey);
        return (
          <SaveProblemAlert
            problem={problem}
            reauth={
              <ReauthPrompt
                deviceName={deviceName}
                withDevice={problem.kind === 'reauth' && problem.withDevice}
              />
            }
            className={styles.problem}
          />
        );
      }}
    />
  );
}
