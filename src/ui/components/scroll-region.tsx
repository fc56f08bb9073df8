import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

/** A wide table's frame, named by its heading, that the keyboard can reach and scroll. */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.region} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
