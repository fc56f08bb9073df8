import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { profileMessages } from './messages.js';
import { PersonalInfoCard } from './personal-info-card.js';
import { ProfileHeader } from './profile-header.js';
import styles from './profile-page.module.css';

/* The cards below personal information load after the page shows, with their switches and dialogs. */
const PreferencesCard = lazy(async () => ({
  default: (await import('./preferences-card.js')).PreferencesCard,
}));
const ConsentCard = lazy(async () => ({
  default: (await import('./consent-card.js')).ConsentCard,
}));
const AccountControlsCard = lazy(async () => ({
  default: (await import('./account-controls-card.js')).AccountControlsCard,
}));

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

export interface ProfilePageProps {
  /** Cards of other features, shown between the personal info and the preferences. */
  children?: ReactNode;
}

/** `/profile`: the user's own cards around the cards of other features that the app passes in. */
export function ProfilePage({ children }: ProfilePageProps) {
  return (
    <WithFeatureMessages messages={profileMessages}>
      <Profile>{children}</Profile>
    </WithFeatureMessages>
  );
}

function Profile({ children }: ProfilePageProps) {
  const result = useQuery(ProfilePage_Profile, {
    notifyOnNetworkStatusChange: false,
  });
  const reload = async () => {
    await result.refetch();
  };
  return (
    <QueryView result={result} errorKey="profilePage.loadError">
      {({ profile }) => (
        <div className={styles.profile}>
          <ProfileHeader profile={profile} />
          <PersonalInfoCard profile={profile} onReload={reload} />
          {children}
          <Suspense fallback={<LoadingState />}>
            <PreferencesCard profile={profile} onReload={reload} />
          </Suspense>
          <Suspense fallback={<LoadingState />}>
            <ConsentCard profile={profile} onReload={reload} />
          </Suspense>
          <Suspense fallback={<LoadingState />}>
            <AccountControlsCard />
          </Suspense>
        </div>
      )}
    </QueryView>
  );
}
