import { useTranslation } from 'react-i18next';
import { AUTH_DEVICES_PATH } from '../../../domain/app-paths.js';
import { LinkCard } from '../../components/link-card.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
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
  return (
    <LinkCard
      heading={t('devices.link.heading')}
      description={t('devices.link.description')}
      action={t('devices.link.action')}
      to={AUTH_DEVICES_PATH}
    />
  );
}
