import { useEffect, useRef, type ReactNode } from 'react';
import styles from './problem-alert.module.css';

export interface ProblemAlertProps {
  /** What went wrong; the alert takes focus whenever it changes. */
  problem: unknown;
  children: ReactNode;
  /** Places the alert among its neighbours. */
  className?: string;
}

/** Says why something just failed, taking focus so that it is read out. */
export function ProblemAlert({ problem, children, className }: ProblemAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [problem]);
  return (
    <div
      ref={ref}
      className={className ? `${styles.problem} ${className}` : styles.problem}
      role="alert"
      tabIndex={-1}
    >
      {children}
    </div>
  );
}
