import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { graphql } from '../../gql/index.js';
import type { SignInHistorySection_HistoryQuery } from '../../gql/graphql.js';
import styles from './devices.module.css';
import { DateTime } from './instant-text.js';
import { QueryView } from '../../components/query-view.js';
import { SectionCard } from '../../components/section-card.js';
import { CHART_DAYS, dayLabel, signInsPerDay, type DayCount } from './sign-ins-per-day.js';

const SignInHistorySection_History = graphql(`
  query SignInHistorySection_History {
    signInHistory {
      id
      time
      result
      ipAddress
      location
      localNetwork
      browser
      os
    }
  }
`);

type SignInEvent = SignInHistorySection_HistoryQuery['signInHistory'][number];

const SignInChart = lazy(() =>
  import('./sign-in-chart.js').then((module) => ({ default: module.SignInChart })),
);

export function SignInHistorySection() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(SignInHistorySection_History);
  const events = data?.signInHistory;
  return (
    <SectionCard
      title={t('devices.history.heading')}
      description={t('devices.history.description')}
    >
      <QueryView
        result={{ data: events, error, loading, refetch }}
        errorKey="devices.history.loadError"
        isEmpty={(list) => list.length === 0}
        emptyKey="devices.history.empty"
      >
        {(events) => (
          <>
            <SignInsPerDay events={events} />
            <SignInTable events={events} />
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}

/** The chart of the last days, with its numbers in words and in a table for assistive technology. */
function SignInsPerDay({ events }: { events: readonly SignInEvent[] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const days = useMemo(() => signInsPerDay(events, new Date()), [events]);
  const successes = days.reduce((sum, day) => sum + day.successes, 0);
  const failures = days.reduce((sum, day) => sum + day.failures, 0);
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartCaption}>
        <span className={styles.chartTitle}>
          {t('devices.history.chartTitle', { days: CHART_DAYS })}
        </span>{' '}
        <span>{t('devices.history.chartSummary', { days: CHART_DAYS, successes, failures })}</span>
      </figcaption>
      <div className={styles.chartArea} aria-hidden="true">
        <Suspense fallback={null}>
          <SignInChart
            days={days}
            locale={locale}
            successLabel={t('devices.history.successes')}
            failureLabel={t('devices.history.failures')}
          />
        </Suspense>
      </div>
      <DayTable days={days} locale={locale} />
    </figure>
  );
}

function DayTable({ days, locale }: { days: readonly DayCount[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('devices.history.chartTitle', { days: CHART_DAYS })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('devices.history.day')}</th>
            <th scope="col">{t('devices.history.successes')}</th>
            <th scope="col">{t('devices.history.failures')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day, locale)}</th>
              <td>{day.successes}</td>
              <td>{day.failures}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function SignInTable({ events }: { events: readonly SignInEvent[] }) {
  const { t } = useTranslation();
  const unknown = t('devices.unknown');
  const device = (event: SignInEvent) =>
    event.browser && event.os
      ? t('devices.history.deviceValue', { browser: event.browser, os: event.os })
      : (event.browser ?? event.os ?? unknown);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <VisuallyHidden elementType="caption">{t('devices.history.heading')}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{t('devices.history.time')}</th>
            <th scope="col">{t('devices.history.device')}</th>
            <th scope="col">{t('devices.history.location')}</th>
            <th scope="col">{t('devices.history.result')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <DateTime instant={event.time} />
              </td>
              <td>{device(event)}</td>
              <td>
                {event.localNetwork ? t('devices.localNetwork') : (event.location ?? unknown)}
                {event.ipAddress ? <span className={styles.ip}>{event.ipAddress}</span> : null}
              </td>
              <td>
                <span
                  className={`${styles.result} ${event.result === 'SUCCESS' ? styles.success : styles.failure}`}
                >
                  <span aria-hidden="true">{event.result === 'SUCCESS' ? '✓' : '✕'}</span>
                  {event.result === 'SUCCESS'
                    ? t('devices.history.success')
                    : t('devices.history.failure')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
