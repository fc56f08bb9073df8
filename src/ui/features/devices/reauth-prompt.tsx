import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/button.js';
import { loginHref } from '../../lib/location.js';
import styles from './devices.module.css';

/**
 * Why a change needs a fresh sign-in, with one that comes back here; `withDevice` when the sign-in
 * must use the very device the change is to (a 2-step device).
 */
export function ReauthPrompt({
  deviceName = '',
  withDevice = false,
}: {
  deviceName?: string | undefined;
  withDevice?: boolean;
}) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return (
    <>
      <p className={styles.problemTitle}>{t('devices.errors.reauthTitle')}</p>
      <p>
        {withDevice
          ? t('devices.errors.reauthWithDevice', { name: deviceName })
          : t('devices.errors.reauth', { name: deviceName })}
      </p>
      <Button variant="secondary" onPress={() => navigate(loginHref(pathname, search))}>
        {withDevice
          ? t('devices.errors.signInWithDevice', { name: deviceName })
          : t('devices.errors.signInAgain')}
      </Button>
    </>
  );
}
