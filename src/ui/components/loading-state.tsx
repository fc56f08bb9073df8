import { useTranslation } from 'react-i18next';
import styles from './loading-state.module.css';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
