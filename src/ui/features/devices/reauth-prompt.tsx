import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/button.js';
import { loginHref } from '../../lib/location.js';
import styles from './devices.module.css';

/** Why a change needs a fresh sign-in, with one that comes back here. */
export function ReauthPrompt({ deviceName = '' }: { deviceName?: string | undefined }) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return (
    <>
      <p className={styles.problemTitle}>{t('devices.errors.reauthTitle')}</p>
      <p>{t('devices.errors.reauth', { name: deviceName })}</p>
      <Button variant="secondary" onPress={() => navigate(loginHref(pathname, search))}>
        {t('devices.errors.signInAgain')}
      </Button>
    </>
  );
}
