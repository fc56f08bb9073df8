import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import styles from './dashboard-page.module.css';
import { greetingKey } from './greeting.js';
import { WelcomeWidget } from './welcome-widget.js';

const Dashboard_Me = graphql(`
  query Dashboard_Me {
    me {
      id
      displayName
    }
  }
`);

export type DashboardWidget = 'welcome';

export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = ['welcome'];

export function DashboardPage({
  widgets = DASHBOARD_WIDGETS,
}: {
  widgets?: readonly DashboardWidget[];
}) {
  const { t } = useTranslation();
  const result = useQuery(Dashboard_Me);

  return (
    <QueryView result={result} errorKey="dashboard.loadError">
      {(data) => (
        <div className={styles.dashboard}>
          <h1 className={styles.greeting}>
            {t(greetingKey(new Date()), { name: data.me.displayName })}
          </h1>
          {widgets.length === 0 ? (
            <p className={styles.empty}>
              {t('dashboard.empty')} <Link to={PROFILE_PATH}>{t('dashboard.emptyLink')}</Link>
            </p>
          ) : (
            <div className={styles.widgets}>
              {widgets.map((widget) =>
                widget === 'welcome' ? <WelcomeWidget key={widget} /> : null,
              )}
            </div>
          )}
        </div>
      )}
    </QueryView>
  );
}
