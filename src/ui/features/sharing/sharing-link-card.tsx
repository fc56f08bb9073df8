import { useTranslation } from 'react-i18next';
import { SHARING_PATH } from '../../../domain/app-paths.js';
import { LinkCard } from '../../components/link-card.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { sharingMessages } from './messages.js';

/** Leads from another screen to the sharing page. */
export function SharingLinkCard() {
  return (
    <WithFeatureMessages messages={sharingMessages}>
      <SharingLink />
    </WithFeatureMessages>
  );
}

function SharingLink() {
  const { t } = useTranslation();
  return (
    <LinkCard
      heading={t('sharing.link.heading')}
      description={t('sharing.link.description')}
      action={t('sharing.link.action')}
      to={SHARING_PATH}
    />
  );
}
