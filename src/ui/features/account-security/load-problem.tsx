import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './account-security.module.css';

export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadProblem}>
      <ErrorMessage messageKey={errorMessageKey(error, 'accountSecurity.loadError')} />
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
