import { useId } from 'react';
import { Link } from 'wouter';
import { Card } from '../../components/card.js';
import { QueryView } from '../../components/query-view.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import styles from './dashboard-page.module.css';

export interface CountCardProps<TData> {
  title: string;
  linkText: string;
  to: string;
  /** The query the count comes from: the card shows its loading state or its error. */
  result: {
    data?: TData | undefined;
    error?: unknown;
    loading: boolean;
    refetch: () => Promise<unknown>;
  };
  count: (data: TData) => number;
  errorKey: TranslationKey;
}

/** A number of things waiting for the user, and a link to the screen that lists them. */
export function CountCard<TData>({
  title,
  linkText,
  to,
  result,
  count,
  errorKey,
}: CountCardProps<TData>) {
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId} className={styles.countCard}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <QueryView result={result} errorKey={errorKey}>
        {(data) => <p className={styles.count}>{count(data)}</p>}
      </QueryView>
      <Link to={to} className={styles.cardLink}>
        {linkText}
      </Link>
    </Card>
  );
}
