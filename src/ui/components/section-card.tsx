import { useId, type ReactNode } from 'react';
import { Card } from './card.js';
import styles from './section-card.module.css';

export interface SectionCardProps {
  title: string;
  description: string;
  /** A control for the whole section, shown beside its heading. */
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, description, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <div className={styles.sectionHeader}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionDescription}>{description}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
