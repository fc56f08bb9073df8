import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RISK_SETTINGS_PATH } from '../../../domain/app-paths.js';
import { Notice } from '../../components/notice.js';
import { graphql } from '../../gql/index.js';

const SettingsOverrideNotice_Settings = graphql(`
  query SettingsOverrideNotice_Settings {
    riskSettings {
      riskScoreThreshold
      mediumLevel
      highLevel
      rev
    }
  }
`);

/**
 * Says, once the realm has saved its Settings, that their threshold, levels and IP lists are what
 * predictions and the preview apply over this configuration's own.
 */
export function SettingsOverrideNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(SettingsOverrideNotice_Settings, { fetchPolicy: 'network-only' });
  const settings = data?.riskSettings;
  if (!settings || settings.rev === '0') return null;
  return (
    <Notice>
      {t('riskConfig.settingsApply', {
        threshold: settings.riskScoreThreshold,
        medium: settings.mediumLevel,
        high: settings.highLevel,
      })}{' '}
      <Link href={RISK_SETTINGS_PATH}>{t('riskConfig.openSettings')}</Link>
    </Notice>
  );
}
