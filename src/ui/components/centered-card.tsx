import type { ReactNode } from 'react';
import { Card } from './card.js';
import styles from './centered-card.module.css';

export function CenteredCard({
  children,
  labelledBy,
}: {
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <div className={styles.page}>
      <Card as="section" labelledBy={labelledBy} className={styles.card}>
        {children}
      </Card>
    </div>
  );
}
