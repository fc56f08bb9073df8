import { useTranslation } from 'react-i18next';
import styles from '../login-page.module.css';

export function UnsupportedCallback() {
  const { t } = useTranslation();
  return (
    <p className={styles.messageError} role="alert">
      {t('login.unsupportedStep')}
    </p>
  );
}
