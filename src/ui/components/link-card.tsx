import { useId } from 'react';
import { Link } from 'wouter';
import { Card } from './card.js';
import styles from './link-card.module.css';

export interface LinkCardProps {
  heading: string;
  description: string;
  action: string;
  to: string;
}

/** A card that leads to another screen: what is there, and a link to go. */
export function LinkCard({ heading, description, action, to }: LinkCardProps) {
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.description}>{description}</p>
      <Link to={to} className={styles.action}>
        {action}
      </Link>
    </Card>
  );
}
