import { useTranslation } from 'react-i18next';
import { useFeatureValueLabel } from '../risk-charts/feature-value-label.js';
import styles from './risk-event.module.css';

interface ValueCounts {
  value: string;
  userCount: number;
  realmCount: number;
}

interface UsualFeature {
  feature: string;
  values: readonly ValueCounts[];
}

/** The event's own value of each compared feature. */
export type EventValues = Partial<Record<string, string | null | undefined>>;

const FEATURE_LABELS = {
  city: 'riskCharts.normalView.features.city',
  country: 'riskCharts.normalView.features.country',
  os: 'riskCharts.normalView.features.os',
  device: 'riskCharts.normalView.features.device',
  userAgentType: 'riskCharts.normalView.features.userAgentType',
  dayparting: 'riskCharts.normalView.features.dayparting',
  weekday: 'riskCharts.normalView.features.weekday',
} as const;

type ShownFeature = keyof typeof FEATURE_LABELS;
const SHOWN_FEATURES = Object.keys(FEATURE_LABELS) as ShownFeature[];

/**
 * How usual each of the event's values is: its share of the user's events and of the realm's,
 * over the same 6 months.
 */
export function NormalViewUsual({
  features,
  eventValues,
  userEvents,
  realmEvents,
}: {
  features: readonly UsualFeature[];
  eventValues: EventValues;
  userEvents: number;
  realmEvents: number;
}) {
  const { t, i18n } = useTranslation();
  const valueLabel = useFeatureValueLabel();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const share = (count: number, total: number) =>
    total > 0 ? percent.format(count / total) : t('riskEvent.detail.normalView.noShare');
  const rows = SHOWN_FEATURES.flatMap((feature) => {
    const value = eventValues[feature];
    if (!value) return [];
    const counts = features
      .find((each) => each.feature === feature)
      ?.values.find((each) => each.value === value);
    return [
      { feature, value, userCount: counts?.userCount ?? 0, realmCount: counts?.realmCount ?? 0 },
    ];
  });
  if (rows.length === 0) {
    return <p className={styles.muted}>{t('riskEvent.detail.normalView.noValues')}</p>;
  }
  return (
    <table className={styles.usualTable}>
      <caption>{t('riskEvent.detail.normalView.usualCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('riskEvent.detail.normalView.feature')}</th>
          <th scope="col">{t('riskEvent.detail.normalView.eventValue')}</th>
          <th scope="col">{t('riskEvent.detail.normalView.forUser')}</th>
          <th scope="col">{t('riskEvent.detail.normalView.forRealm')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{t(FEATURE_LABELS[row.feature])}</th>
            <td>{valueLabel(row.feature, row.value)}</td>
            <td>
              {t('riskEvent.detail.normalView.share', {
                share: share(row.userCount, userEvents),
                count: row.userCount,
              })}
            </td>
            <td>
              {t('riskEvent.detail.normalView.share', {
                share: share(row.realmCount, realmEvents),
                count: row.realmCount,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
