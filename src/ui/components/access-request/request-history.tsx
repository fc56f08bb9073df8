import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestHistoryAction } from '../../gql/graphql.js';
import { formatDateTime } from '../../lib/format-date.js';
import { Card } from '../card.js';
import itemList from '../item-list.module.css';
import styles from './access-request.module.css';

interface HistoryEntry {
  action: RequestHistoryAction;
  comment: string;
  timestamp: string;
  user?: { displayName: string } | null;
}

/** What happened to a request, oldest first, with each comment. */
export function RequestHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('accessRequest.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={itemList.empty}>{t('accessRequest.history.empty')}</p>
      ) : (
        <ol className={itemList.list}>
          {entries.map((entry, index) => (
            <li key={`${entry.timestamp}-${index}`} className={itemList.item}>
              <p className={styles.historyLine}>
                {t(`accessRequest.history.${entry.action}`, {
                  user: entry.user?.displayName ?? t('accessRequest.history.system'),
                })}
              </p>
              <p className={styles.historyTime}>
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, locale)}</time>
              </p>
              {entry.comment ? <p className={styles.comment}>{entry.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
