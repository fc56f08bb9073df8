import { useId, type ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  title: string;
  intro: string;
  /** Sets the page's width. */
  className?: string;
  children: ReactNode;
}

/** A screen's main section: its heading, an introduction, then the content. */
export function PageSection({ title, intro, className, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      className={className ? `${styles.page} ${className}` : styles.page}
      aria-labelledby={headingId}
    >
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
