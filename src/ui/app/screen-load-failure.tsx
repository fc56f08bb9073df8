import { useTranslation } from 'react-i18next';
import buttonStyles from '../components/button.module.css';
import { ErrorMessage } from '../components/error-message.js';
import styles from './screen-load-failure.module.css';

/** A screen whose code did not arrive, with a way to ask for it again. */
export function ScreenLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failure}>
      <ErrorMessage messageKey="errors.screenLoad" />
      {/* A native button: the error boundary sits in the first load, react-aria's press handling does not. */}
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={onRetry}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
