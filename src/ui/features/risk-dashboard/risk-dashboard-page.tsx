import { useQuery } from '@apollo/client/react';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { useRefetchOnRefresh } from '../../components/use-refetch-on-refresh.js';
import { useRealmRiskLevels } from '../../components/risk-event/use-realm-risk-levels.js';
import pageStyles from '../../components/admin-page.module.css';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { formatDateTime } from '../../lib/format-date.js';
import { chartTimeZone, periodRange } from '../../lib/risk-period.js';
import { useFirstEventPage } from './event-log-query.js';
import { toFiltersInput } from './filters-input.js';
import { riskDashboardMessages } from './messages.js';
import { NotScoredNotice } from './not-scored-notice.js';
import styles from './risk-dashboard.module.css';
import { useDashboardState } from './use-dashboard-state.js';

// The filters' date pickers, sliders and combo boxes, the log's table, the map and the charts load
// beside the dashboard's first query rather than before the page shows, or one after another.
const FiltersPanel = lazyPart(() => import('./filters-panel.js'), 'FiltersPanel');
const EventLog = lazyPart(() => import('./event-log.js'), 'EventLog');
const DashboardCharts = lazyPart(() => import('./dashboard-charts.js'), 'DashboardCharts');
const DashboardMap = lazyPart(() => import('./dashboard-map.js'), 'DashboardMap');
const EventDetailDrawer = lazyPart(
  () => import('../../components/risk-event/event-detail-drawer.js'),
  'EventDetailDrawer',
);
for (const part of [FiltersPanel, EventLog, DashboardCharts, DashboardMap]) part.preload();

export const RiskDashboardPage_Dashboard = graphql(`
  query RiskDashboardPage_Dashboard($filters: RiskFiltersInput!, $timeZone: String) {
    riskDashboard(filters: $filters, timeZone: $timeZone) {
      total
      facets {
        facet
        searchable
        values {
          value
          count
        }
      }
      reasonFeatures {
        ueba {
          value
          count
        }
        clustering {
          value
          count
        }
      }
      map {
        lat
        longitude
        count
        averageScore
      }
      accessResults {
        day
        successful
        other
      }
      riskOverTime {
        day
        count
        averageScore
      }
      riskiestUsers {
        userId
        userName
        count
        averageScore
      }
      scored
    }
  }
`);

/** `/risk-dashboard`: the realm's scored sign-ins, filtered, mapped, charted and explained. */
export function RiskDashboardPage() {
  return (
    <WithFeatureMessages messages={riskDashboardMessages}>
      <RiskDashboard />
    </WithFeatureMessages>
  );
}

function RiskDashboard() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const realmLevels = useRealmRiskLevels();
  const { state, update } = useDashboardState(realmLevels.thresholds);
  const [now, setNow] = useState(() => new Date());
  const range = useMemo(() => periodRange(state, now), [state, now]);
  const filters = useMemo(() => toFiltersInput(state, range), [state, range]);
  // A level filter bands the scores by the realm's levels: its search waits until they are read.
  const searchable = filters.thresholds === null || realmLevels.settled;
  const timeZone = chartTimeZone(state.utc);
  const result = useQuery(RiskDashboardPage_Dashboard, {
    variables: { filters, timeZone },
    fetchPolicy: 'cache-and-network',
    skip: !searchable,
  });
  useRefetchOnRefresh(result.refetch, now, { filters, timeZone }, !searchable);
  useFirstEventPage(searchable ? filters : null, state.sort, now);
  const dashboard = (result.data ?? result.previousData)?.riskDashboard;
  const time = (instant: string) =>
    formatDateTime(instant, i18n.language, state.utc ? { timeZone: 'UTC' } : {});

  return (
    <section
      className={pageStyles.page}
      aria-labelledby={headingId}
      aria-busy={!searchable || result.loading}
    >
      <div className={pageStyles.header}>
        <div>
          <h1 id={headingId} className={pageStyles.heading}>
            {t('routes.riskDashboard')}
          </h1>
          <p className={styles.subtitle}>
            {t('riskDashboard.period', {
              from: time(range.from),
              to: time(range.to),
            })}
            {dashboard ? (
              <>
                {' · '}
                <span role="status">{t('riskDashboard.summary', { count: dashboard.total })}</span>
              </>
            ) : null}
          </p>
        </div>
        <Button variant="secondary" onPress={() => setNow(new Date())}>
          {t('riskDashboard.refresh')}
        </Button>
      </div>
      <div className={styles.layout}>
        <Suspense fallback={<LoadingState />}>
          <FiltersPanel
            state={state}
            realmLevels={realmLevels.thresholds}
            update={update}
            now={now}
            filters={filters}
            facets={dashboard?.facets}
            reasonFeatures={dashboard?.reasonFeatures}
          />
        </Suspense>
        <div className={styles.main}>
          {result.error && dashboard ? (
            <ErrorMessage
              messageKey={errorMessageKey(result.error, 'riskDashboard.errors.fetch')}
            />
          ) : null}
          <QueryView result={{ ...result, data: dashboard }} errorKey="riskDashboard.errors.fetch">
            {(data) => (
              <Suspense fallback={<LoadingState />}>
                {data.scored ? null : <NotScoredNotice />}
                <DashboardMap
                  points={data.map}
                  area={state.area}
                  thresholds={state.thresholds}
                  onAreaChange={(area) => update({ area })}
                />
                <DashboardCharts
                  dashboard={data}
                  timeZone={timeZone}
                  onSelectUser={(userId) => {
                    const chosen = data.riskiestUsers.find((user) => user.userId === userId);
                    const user = chosen?.userName ?? userId;
                    update({ attributes: { ...state.attributes, user: [user] } });
                  }}
                />
              </Suspense>
            )}
          </QueryView>
        </div>
      </div>
      <Suspense fallback={<LoadingState />}>
        {searchable ? (
          <EventLog
            filters={filters}
            sort={state.sort}
            utc={state.utc}
            thresholds={state.thresholds}
            onSortChange={(sort) => update({ sort })}
            onOpen={(event) => update({ event }, { push: true })}
          />
        ) : (
          <LoadingState />
        )}
      </Suspense>
      {state.event ? (
        <Suspense fallback={null}>
          <EventDetailDrawer
            eventId={state.event}
            utc={state.utc}
            thresholds={state.thresholds}
            onClose={() => update({ event: null })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
