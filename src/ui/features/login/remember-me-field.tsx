import { useTranslation } from 'react-i18next';
import styles from './login-page.module.css';
import { REMEMBER_ME_FIELD } from './remember-me.js';

export function RememberMeField({ defaultChecked }: { defaultChecked: boolean }) {
  const { t } = useTranslation();
  return (
    <label className={styles.choice}>
      <input type="checkbox" name={REMEMBER_ME_FIELD} defaultChecked={defaultChecked} />
      {t('journeys.rememberMe')}
    </label>
  );
}
