import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import styles from './account-security.module.css';
import type { SaveProblem } from './save-problem.js';

/**
 * A save that failed as a whole; a conflict offers to reload (when the form can), keeping what
 * was typed.
 */
export function SaveProblemAlert({
  problem,
  onReload,
}: {
  problem: SaveProblem;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [problem]);
  return (
    <div ref={ref} className={styles.problem} role="alert" tabIndex={-1}>
      {problem.kind === 'conflict' ? (
        <>
          <p>
            {t('accountSecurity.errors.save')} {t('accountSecurity.errors.conflict')}
          </p>
          {onReload ? (
            <Button variant="secondary" onPress={onReload}>
              {t('accountSecurity.actions.reload')}
            </Button>
          ) : null}
        </>
      ) : (
        <p>{t(problem.messageKey)}</p>
      )}
    </div>
  );
}
