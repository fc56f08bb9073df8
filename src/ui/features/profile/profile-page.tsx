import { useQuery } from '@apollo/client/react';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { PersonalInfoCard } from './personal-info-card.js';
import { ProfileHeader } from './profile-header.js';
import styles from './profile-page.module.css';

const ProfilePage_Profile = graphql(`
  query ProfilePage_Profile {
    me {
      id
      ...ProfileHeader_MeFragment
    }
    profile {
      id
      ...ProfileHeader_ProfileFragment
      ...PersonalInfoCard_ProfileFragment
    }
  }
`);

export function ProfilePage() {
  const { data, error } = useQuery(ProfilePage_Profile);
  if (error) return <ErrorMessage messageKey={errorMessageKey(error, 'profile.loadError')} />;
  if (!data) return <LoadingState />;
  return (
    <div className={styles.profile}>
      <ProfileHeader me={data.me} profile={data.profile} />
      <PersonalInfoCard profile={data.profile} />
    </div>
  );
}
