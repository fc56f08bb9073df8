import { useTranslation } from 'react-i18next';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
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
      <TopBarBackLink to={PROFILE_PATH}>{t('devices.backToProfile')}</TopBarBackLink>
      <h1 className={styles.title}>{t('devices.title')}</h1>
      <p className={styles.intro}>{t('devices.intro')}</p>
      <AuthDevicesSection />
      <TrustedDevicesSection />
      <SessionsSection />
      <SignInHistorySection />
    </div>
  );
}
