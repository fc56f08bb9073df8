import { displayName, profileImageUrl } from '../../../domain/user.js';
import { Avatar } from '../../components/avatar.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import styles from './profile-page.module.css';
import { asRecord } from '../../components/schema-form/schema-values.js';

export const ProfileHeader_ProfileFragment = graphql(`
  fragment ProfileHeader_ProfileFragment on Profile {
    id
    values
  }
`);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function ProfileHeader({
  profile: profileRef,
}: {
  profile: FragmentType<typeof ProfileHeader_ProfileFragment>;
}) {
  const profile = getFragmentData(ProfileHeader_ProfileFragment, profileRef);
  const values = asRecord(profile.values);
  const name = displayName({
    givenName: text(values['givenName']),
    sn: text(values['sn']),
    userName: text(values['userName']),
    userId: profile.id,
  });
  const mail = text(values['mail'])?.trim();
  return (
    <header className={styles.header}>
      <Avatar name={name} imageUrl={profileImageUrl(values['profileImage'])} size="large" />
      <div className={styles.identity}>
        <h1 className={styles.name}>{name}</h1>
        {mail ? <p className={styles.mail}>{mail}</p> : null}
      </div>
    </header>
  );
}
