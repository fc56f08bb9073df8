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

/** The sign-off button, and what stands in its way. */
export function SignOffBar({ canSignOff, maySignOff, undecided, onSignOff }: SignOffBarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = !maySignOff
    ? t('certificationTask.signOff.notAllowed')
    : undecided > 0
      ? t('certificationTask.signOff.undecided', { count: undecided })
      : null;
  return (
    <div className={styles.signOff}>
      <Button
        isDisabled={!canSignOff}
        aria-describedby={hint ? hintId : undefined}
        onPress={onSignOff}
      >
        {t('certificationTask.signOff.button')}
      </Button>
      {hint ? (
        <p id={hintId} className={styles.secondary}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
