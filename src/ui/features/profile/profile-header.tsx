import { Avatar } from '../../components/avatar.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { externalUrl } from '../../lib/location.js';
import styles from './profile-page.module.css';
import { parseProfileValues } from './profile-fields.js';

export const ProfileHeader_MeFragment = graphql(`
  fragment ProfileHeader_MeFragment on Me {
    id
    displayName
    mail
  }
`);

export const ProfileHeader_ProfileFragment = graphql(`
  fragment ProfileHeader_ProfileFragment on Profile {
    id
    values
  }
`);

export interface ProfileHeaderProps {
  me: FragmentType<typeof ProfileHeader_MeFragment>;
  profile: FragmentType<typeof ProfileHeader_ProfileFragment>;
}

export function ProfileHeader({ me: meRef, profile: profileRef }: ProfileHeaderProps) {
  const me = getFragmentData(ProfileHeader_MeFragment, meRef);
  const profile = getFragmentData(ProfileHeader_ProfileFragment, profileRef);
  const image = parseProfileValues(profile.values)['profileImage'];
  const imageUrl =
    typeof image === 'string' ? externalUrl(image, window.location.origin) : undefined;
  return (
    <header className={styles.header}>
      <Avatar name={me.displayName} imageUrl={imageUrl} size="large" />
      <div>
        <h1 className={styles.name}>{me.displayName}</h1>
        {me.mail ? <p className={styles.mail}>{me.mail}</p> : null}
      </div>
    </header>
  );
}
