import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AUTH_DEVICES_PATH } from '../../app/routes.js';
import { Card } from '../../components/card.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './devices.module.css';
import { devicesMessages } from './messages.js';

/** Leads from another screen to the devices and sessions page. */
export function DevicesLinkCard() {
  return (
    <WithFeatureMessages messages={devicesMessages}>
      <DevicesLink />
    </WithFeatureMessages>
  );
}

function DevicesLink() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('devices.link.heading')}
      </h2>
      <p className={styles.sectionDescription}>{t('devices.link.description')}</p>
      <Link to={AUTH_DEVICES_PATH} className={styles.linkAction}>
        {t('devices.link.action')}
      </Link>
    </Card>
  );
}
