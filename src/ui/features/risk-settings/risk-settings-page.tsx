import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { riskSettingsMessages } from './messages.js';

const SettingsForm = lazy(async () => ({
  default: (await import('./settings-form.js')).SettingsForm,
}));

export const RiskSettingsPage_Settings = graphql(`
  query RiskSettingsPage_Settings {
    riskSettings {
      allowList
      blockList
      riskScoreThreshold
      mediumLevel
      highLevel
      retentionDays
      rev
    }
  }
`);

/** `/autoaccess/settings`: IP lists, risk threshold and levels, and the retention of scored events. */
export function RiskSettingsPage() {
  return (
    <WithFeatureMessages messages={riskSettingsMessages}>
      <RiskSettingsScreen />
    </WithFeatureMessages>
  );
}

function RiskSettingsScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  // Always from the platform: a copy from the cache could hold a revision already replaced.
  const result = useQuery(RiskSettingsPage_Settings, { fetchPolicy: 'network-only' });
  const reload = async () => {
    const { data } = await result.refetch();
    if (!data) throw new Error('No settings');
    return data.riskSettings;
  };

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.riskSettings')}
      </h1>
      <p className={pageStyles.intro}>{t('riskSettings.intro')}</p>
      <QueryView result={result} errorKey="riskSettings.loadError">
        {({ riskSettings }) => (
          <Suspense fallback={<LoadingState />}>
            <SettingsForm stored={riskSettings} onReload={reload} />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
