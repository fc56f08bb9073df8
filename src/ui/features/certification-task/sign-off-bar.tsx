import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import styles from './certification-task.module.css';

export interface SignOffBarProps {
  canSignOff: boolean;
  /** Whether the reviewer has the sign-off permission. */
  maySignOff: boolean;
  undecided: number;
  onSignOff: () => void;
}

/** The sign-off button, and while it is disabled, why. */
export function SignOffBar({ canSignOff, maySignOff, undecided, onSignOff }: SignOffBarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={styles.signOff}>
      <Button
        isDisabled={!canSignOff}
        aria-describedby={canSignOff ? undefined : hintId}
        onPress={onSignOff}
      >
        {t('certificationTask.signOff.button')}
      </Button>
      {canSignOff ? null : (
        <p id={hintId} className={styles.secondary}>
          {maySignOff
            ? t('certificationTask.signOff.undecided', { count: undecided })
            : t('certificationTask.signOff.notAllowed')}
        </p>
      )}
    </div>
  );
}
