import { useTranslation } from 'react-i18next';
import { HEURISTIC_KEYS } from '../../../domain/autoaccess/heuristic-keys.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import type { RiskDashboardPage_DashboardQuery } from '../../gql/graphql.js';
import type { DashboardState } from './dashboard-state.js';
import { heuristicLabel, unusualFeatureLabel } from '../../components/risk-reason/reason-label.js';
import styles from './risk-dashboard.module.css';

type ReasonFeatures = RiskDashboardPage_DashboardQuery['riskDashboard']['reasonFeatures'];

/** The values found, with those already chosen that the period no longer has. */
function featureOptions(
  found: readonly { value: string; count: number }[],
  chosen: readonly string[],
  label: (feature: string, count?: number) => string,
) {
  const counted = found.map((bucket) => ({
    id: bucket.value,
    label: label(bucket.value, bucket.count),
  }));
  const missing = chosen
    .filter((feature) => !found.some((bucket) => bucket.value === feature))
    .map((feature) => ({ id: feature, label: label(feature) }));
  return [...counted, ...missing];
}

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
  const ueba = featureOptions(reasonFeatures?.ueba ?? [], state.ueba, label);
  const clustering = featureOptions(reasonFeatures?.clustering ?? [], state.clustering, label);
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
