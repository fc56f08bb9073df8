import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** A remark the reader should see before going on (not an error): a paragraph set apart. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="note">
      {children}
    </p>
  );
}
