import { Avatar } from '../../components/avatar.js';
import styles from './profile-menu.module.css';

export interface AccountSummaryProps {
  displayName: string;
  /** The company, or the name where the user has none. */
  company: string;
  /** A web address the platform holds for the user's picture. */
  profileImage?: string | null;
}

export function AccountSummary({ displayName, company, profileImage }: AccountSummaryProps) {
  return (
    <>
      <Avatar name={displayName} imageUrl={profileImage ?? undefined} />
      <span className={styles.identity}>
        <span className={styles.name}>{displayName}</span>
        {company !== displayName ? <span className={styles.company}>{company}</span> : null}
      </span>
    </>
  );
}
