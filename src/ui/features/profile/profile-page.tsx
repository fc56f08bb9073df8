import { useQuery } from '@apollo/client/react';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { AccountSecurityCard } from '../account-security/account-security-card.js';
import { KbaCard } from '../account-security/kba-card.js';
import { AuthorizedAppsCard } from '../authorized-apps/authorized-apps-card.js';
import { DevicesLinkCard } from '../devices/devices-link-card.js';
import { SharingLinkCard } from '../sharing/sharing-link-card.js';
import { SocialIdentitiesCard } from '../social/social-identities-card.js';
import { AccountControlsCard } from './account-controls-card.js';
import { ConsentCard } from './consent-card.js';
import { profileMessages } from './messages.js';
import { PersonalInfoCard } from './personal-info-card.js';
import { PreferencesCard } from './preferences-card.js';
import { ProfileHeader } from './profile-header.js';
import styles from './profile-page.module.css';

const ProfilePage_Profile = graphql(`
  query ProfilePage_Profile {
    profile {
      id
      ...ProfileHeader_ProfileFragment
      ...PersonalInfoCard_ProfileFragment
      ...PreferencesCard_ProfileFragment
      ...ConsentCard_ProfileFragment
    }
  }
`);

export function ProfilePage() {
  return (
    <WithFeatureMessages messages={profileMessages}>
      <Profile />
    </WithFeatureMessages>
  );
}

function Profile() {
  const { data, error, refetch } = useQuery(ProfilePage_Profile, {
    notifyOnNetworkStatusChange: false,
  });
  if (!data) {
    return error ? (
      <ErrorMessage messageKey={errorMessageKey(error, 'profilePage.loadError')} />
    ) : (
      <LoadingState />
    );
  }
  const reload = async () => {
    await refetch();
  };
  return (
    <div className={styles.profile}>
      <ProfileHeader profile={data.profile} />
      <PersonalInfoCard profile={data.profile} onReload={reload} />
      <AccountSecurityCard />
      <KbaCard />
      <DevicesLinkCard />
      <AuthorizedAppsCard />
      <SocialIdentitiesCard />
      <SharingLinkCard />
      <PreferencesCard profile={data.profile} onReload={reload} />
      <ConsentCard profile={data.profile} onReload={reload} />
      <AccountControlsCard />
    </div>
  );
}
