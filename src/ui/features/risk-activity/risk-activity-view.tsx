import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { Button } from '../../components/button.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { useRealmRiskLevels } from '../../components/risk-event/use-realm-risk-levels.js';
import { formatDateTime } from '../../lib/format-date.js';
import { periodRange } from '../../lib/risk-period.js';
import { toActivityFiltersInput } from './activity-state.js';
import styles from './risk-activity.module.css';
import { useActivityState } from './use-activity-state.js';

// The filters' date picker and slider, and the log's table, load beside the page.
const ActivityFilters = lazyPart(() => import('./activity-filters.js'), 'ActivityFilters');
const ActivityLog = lazyPart(() => import('./activity-log.js'), 'ActivityLog');
const EventDetailDrawer = lazyPart(
  () => import('../../components/risk-event/event-detail-drawer.js'),
  'EventDetailDrawer',
);
for (const part of [ActivityFilters, ActivityLog]) part.preload();

/** The page itself, in a chunk of its own behind its route's light frame. */
export function RiskActivity() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const logHeadingId = useId();
  const { state, update } = useActivityState();
  const { thresholds } = useRealmRiskLevels();
  const [now, setNow] = useState(() => new Date());
  const range = useMemo(() => periodRange({ ...state, utc: false }, now), [state, now]);
  const filters = useMemo(() => toActivityFiltersInput(state, range), [state, range]);

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <div>
          <h1 id={headingId} className={pageStyles.heading}>
            {t('routes.riskActivity')}
          </h1>
          <p className={styles.subtitle}>
            {t('riskActivity.period', {
              from: formatDateTime(range.from, i18n.language),
              to: formatDateTime(range.to, i18n.language),
            })}
          </p>
        </div>
        <Button variant="secondary" onPress={() => setNow(new Date())}>
          {t('riskActivity.refresh')}
        </Button>
      </div>
      <Suspense fallback={<LoadingState />}>
        <ActivityFilters
          key={`${state.user}\n${state.ipAddress}`}
          state={state}
          now={now}
          update={update}
        />
      </Suspense>
      <section aria-labelledby={logHeadingId}>
        <h2 id={logHeadingId} className={pageStyles.subheading}>
          {t('riskActivity.log.heading')}
        </h2>
        <Suspense fallback={<LoadingState />}>
          <ActivityLog
            filters={filters}
            sort={state.sort}
            refreshedAt={now}
            labelledBy={logHeadingId}
            thresholds={thresholds}
            onSortChange={(sort) => update({ sort })}
            onOpen={(event) => update({ event }, { push: true })}
          />
        </Suspense>
      </section>
      {state.event ? (
        <Suspense fallback={null}>
          <EventDetailDrawer
            eventId={state.event}
            utc={false}
            thresholds={thresholds}
            onClose={() => update({ event: null })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
