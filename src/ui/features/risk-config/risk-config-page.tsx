import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state.js';
import { Notice } from '../../components/notice.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { riskConfigMessages } from './messages.js';
import { SettingsOverrideNotice } from './settings-override-notice.js';
import styles from './risk-config.module.css';

/** CodeMirror, the YAML parser and the schema load after the page shows. */
const RiskConfigWorkspace = lazy(async () => ({
  default: (await import('./risk-config-workspace.js')).RiskConfigWorkspace,
}));

export const RiskConfigPage_Config = graphql(`
  query RiskConfigPage_Config {
    riskUserConfig {
      yaml
      rev
    }
  }
`);

/** `/autoaccess/risk-config`: the realm's risk configuration as YAML, and its evaluation preview. */
export function RiskConfigPage() {
  return (
    <WithFeatureMessages messages={riskConfigMessages}>
      <RiskConfigScreen />
    </WithFeatureMessages>
  );
}

function RiskConfigScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  // Always from the platform: a copy from the cache could hold a revision already replaced.
  const result = useQuery(RiskConfigPage_Config, { fetchPolicy: 'network-only' });
  const reload = async () => {
    const { data } = await result.refetch();
    if (!data) throw new Error('No risk configuration');
    return data.riskUserConfig;
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('riskConfig.heading')}
      </h1>
      <Notice>{t('riskConfig.professionalUse')}</Notice>
      <SettingsOverrideNotice />
      <QueryView result={result} errorKey="riskConfig.editor.loadError">
        {({ riskUserConfig }) => (
          <Suspense fallback={<LoadingState />}>
            <RiskConfigWorkspace stored={riskUserConfig} onReload={reload} />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
