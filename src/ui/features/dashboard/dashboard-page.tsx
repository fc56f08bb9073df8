import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { GOVERNANCE_FEATURE } from '../../../domain/governance/governance-feature.js';
import { useBootResult } from '../../app/boot/boot-context.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
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

// Chunks of their own, so that the first load of /dashboard stays as it was without them.
const GovernanceCards = lazyPart(() => import('./governance-cards.js'), 'GovernanceCards');
const ApplicationsWidget = lazyPart(() => import('./applications-widget.js'), 'ApplicationsWidget');

export type DashboardWidget = 'governance' | 'applications' | 'welcome';

const WORKFORCE_FEATURE = 'workforce';

/** The widgets of the enabled features, in the spec's order: cards, applications, welcome. */
export function dashboardWidgets(enabledFeatures: readonly string[]): DashboardWidget[] {
  return [
    ...(enabledFeatures.includes(GOVERNANCE_FEATURE) ? (['governance'] as const) : []),
    ...(enabledFeatures.includes(WORKFORCE_FEATURE) ? (['applications'] as const) : []),
    'welcome',
  ];
}

export function DashboardPage({ widgets: chosen }: { widgets?: readonly DashboardWidget[] }) {
  const { t } = useTranslation();
  const { enabledFeatures } = useBootResult();
  const widgets = chosen ?? dashboardWidgets(enabledFeatures);
  if (widgets.includes('governance')) GovernanceCards.preload();
  if (widgets.includes('applications')) ApplicationsWidget.preload();
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
              {widgets.map((widget) => (
                <Widget key={widget} widget={widget} />
              ))}
            </div>
          )}
        </div>
      )}
    </QueryView>
  );
}

function Widget({ widget }: { widget: DashboardWidget }) {
  switch (widget) {
    case 'governance':
      return (
        <Suspense fallback={<LoadingState />}>
          <GovernanceCards />
        </Suspense>
      );
    case 'applications':
      return (
        <Suspense fallback={<LoadingState />}>
          <ApplicationsWidget />
        </Suspense>
      );
    case 'welcome':
      return <WelcomeWidget />;
  }
}
