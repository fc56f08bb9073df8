import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ProblemAlert } from '../../components/problem-alert.js';
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
  return (
    <ProblemAlert problem={problem}>
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
    </ProblemAlert>
  );
}
