import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  children: ReactNode;
  as?: 'section' | 'div' | 'article';
  labelledBy?: string;
  className?: string;
}

export function Card({ children, as: Element = 'div', labelledBy, className }: CardProps) {
  return (
    <Element
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={labelledBy}
    >
      {children}
    </Element>
  );
}
