import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessResultsChart } from '../../components/risk-charts/access-results-chart.js';
import { RiskiestUsersChart } from '../../components/risk-charts/riskiest-users-chart.js';
import { RiskOverTimeChart } from '../../components/risk-charts/risk-over-time-chart.js';
import type { RiskDashboardPage_DashboardQuery } from '../../gql/graphql.js';
import styles from './risk-dashboard.module.css';

type Dashboard = RiskDashboardPage_DashboardQuery['riskDashboard'];

/** Access results, risk over time and the riskiest users of the filtered events. */
export function DashboardCharts({
  dashboard,
  timeZone,
  onSelectUser,
}: {
  dashboard: Pick<Dashboard, 'accessResults' | 'riskOverTime' | 'riskiestUsers'>;
  timeZone: string;
  onSelectUser: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('riskDashboard.charts.heading')}
      </h2>
      <div className={styles.charts}>
        <AccessResultsChart days={dashboard.accessResults} timeZone={timeZone} />
        <RiskOverTimeChart days={dashboard.riskOverTime} timeZone={timeZone} />
        <RiskiestUsersChart users={dashboard.riskiestUsers} onSelectUser={onSelectUser} />
      </div>
    </section>
  );
}
