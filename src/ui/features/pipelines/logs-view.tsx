import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql/index.js';
import { RunPanel_LogsFragment } from './pipeline-run-effects.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';

/** A log line's time of day, to the second, in the app's language. */
const logTime = (time: string, locale: string) => {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toLocaleTimeString(locale);
};

export interface LogsViewProps {
  logs: FragmentType<typeof RunPanel_LogsFragment> | null | undefined;
}

/** A run's log lines in a scrolling region that announces new lines politely. */
export function LogsView({ logs }: LogsViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const data = getFragmentData(RunPanel_LogsFragment, logs);
  const lines = data?.lines ?? [];
  useEffect(() => {
    const region = regionRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [lines.length]);
  return (
    <section className={styles.logsSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.subheading}>
        {t('pipelines.logs.heading')}
      </h2>
      <div
        ref={regionRef}
        className={styles.logs}
        role="log"
        aria-live="polite"
        aria-labelledby={headingId}
        tabIndex={0}
      >
        {lines.length === 0 ? (
          <p className={styles.muted}>{t('pipelines.logs.empty')}</p>
        ) : (
          <ol className={styles.logLines}>
            {lines.map((line, index) => (
              <li key={index} data-level={line.level}>
                <time dateTime={line.time}>{logTime(line.time, i18n.language)}</time>{' '}
                <span className={styles.logLevel}>{t(`pipelines.logs.level.${line.level}`)}</span>{' '}
                <span>{line.message}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
