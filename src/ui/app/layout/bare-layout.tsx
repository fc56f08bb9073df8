import type { ReactNode } from 'react';
import styles from './app-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of pages without top bar or side menu: only the main landmark. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.bareMain}>
      {children}
    </main>
  );
}
