import { useTranslation } from 'react-i18next';
import { HEURISTIC_KEYS } from '../../../domain/autoaccess/heuristic-keys.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import type { RiskDashboardPage_DashboardQuery } from '../../gql/graphql.js';
import { optionsWithChosen } from './chosen-options.js';
import type { DashboardState } from './dashboard-state.js';
import { heuristicLabel, unusualFeatureLabel } from '../../components/risk-reason/reason-label.js';
import styles from './risk-dashboard.module.css';

type ReasonFeatures = RiskDashboardPage_DashboardQuery['riskDashboard']['reasonFeatures'];

/** Reasons of which any must hold: heuristics, and features the models found unusual. */
export function ReasonFilters({
  state,
  update,
  reasonFeatures,
}: {
  state: DashboardState;
  update: (change: Partial<DashboardState>) => void;
  reasonFeatures: ReasonFeatures | undefined;
}) {
  const { t } = useTranslation();
  const label = (feature: string, count?: number) =>
    count === undefined
      ? unusualFeatureLabel(t, feature)
      : t('riskDashboard.filters.facetValue', {
          value: unusualFeatureLabel(t, feature),
          count,
        });
  const ueba = optionsWithChosen(reasonFeatures?.ueba ?? [], state.ueba, label);
  const clustering = optionsWithChosen(reasonFeatures?.clustering ?? [], state.clustering, label);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('riskDashboard.filters.reasons')}</legend>
      <CheckboxGroupField
        label={t('riskDashboard.filters.heuristics')}
        options={HEURISTIC_KEYS.map((key) => ({ id: key, label: heuristicLabel(t, key) }))}
        value={state.heuristics}
        onChange={(keys) =>
          update({ heuristics: HEURISTIC_KEYS.filter((key) => keys.includes(key)) })
        }
      />
      <CheckboxGroupField
        label={t('riskDashboard.filters.ueba')}
        options={ueba}
        value={state.ueba}
        description={ueba.length === 0 ? t('riskDashboard.filters.noFeatures') : undefined}
        onChange={(features) => update({ ueba: features })}
      />
      <CheckboxGroupField
        label={t('riskDashboard.filters.clustering')}
        options={clustering}
        value={state.clustering}
        description={clustering.length === 0 ? t('riskDashboard.filters.noFeatures') : undefined}
        onChange={(features) => update({ clustering: features })}
      />
    </fieldset>
  );
}
