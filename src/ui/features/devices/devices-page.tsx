import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { AuthDevicesSection } from './auth-devices-section.js';
import styles from './devices.module.css';
import { devicesMessages } from './messages.js';
import { SessionsSection } from './sessions-section.js';
import { SignInHistorySection } from './sign-in-history-section.js';
import { TrustedDevicesSection } from './trusted-devices-section.js';

export function DevicesPage() {
  return (
    <WithFeatureMessages messages={devicesMessages}>
      <DevicesAndSessions />
    </WithFeatureMessages>
  );
}

function DevicesAndSessions() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Link to={PROFILE_PATH} className={styles.backLink}>
        <span aria-hidden="true">← </span>
        {t('devices.backToProfile')}
      </Link>
      <h1 className={styles.title}>{t('devices.title')}</h1>
      <p className={styles.intro}>{t('devices.intro')}</p>
      <AuthDevicesSection />
      <TrustedDevicesSection />
      <SessionsSection />
      <SignInHistorySection />
    </div>
  );
}
