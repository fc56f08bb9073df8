import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/button.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { loginHref } from '../../lib/location.js';
import type { ActionProblem } from './action-problem.js';
import styles from './devices.module.css';

export interface ActionProblemViewProps {
  problem: ActionProblem;
  /** The device the change was for, named in the sign-in-again explanation. */
  deviceName?: string;
}

/** Says why a change failed; a change that needs a fresh sign-in offers one, coming back here. */
export function ActionProblemView({ problem, deviceName = '' }: ActionProblemViewProps) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return (
    <ProblemAlert problem={problem} className={styles.problem}>
      {problem.kind === 'reauth' ? (
        <>
          <p className={styles.problemTitle}>{t('devices.errors.reauthTitle')}</p>
          <p>{t('devices.errors.reauth', { name: deviceName })}</p>
          <Button variant="secondary" onPress={() => navigate(loginHref(pathname, search))}>
            {t('devices.errors.signInAgain')}
          </Button>
        </>
      ) : problem.kind === 'invalid' ? (
        <p>{validationMessage(t, problem.failure)}</p>
      ) : (
        <p>{t(problem.messageKey)}</p>
      )}
    </ProblemAlert>
  );
}
