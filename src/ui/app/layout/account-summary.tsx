import { Avatar } from '../../components/avatar.js';
import styles from './profile-menu.module.css';

export interface AccountSummaryProps {
  displayName: string;
  /** The company, or the name where the user has none. */
  company: string;
}

export function AccountSummary({ displayName, company }: AccountSummaryProps) {
  return (
    <>
      <Avatar name={displayName} />
      <span className={styles.identity}>
        <span className={styles.name}>{displayName}</span>
        {company !== displayName ? <span className={styles.company}>{company}</span> : null}
      </span>
    </>
  );
}
