import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame.js';
import { ChartLegend } from './chart-legend.js';
import { ChartTable } from './chart-table.js';
import { DonutChart } from './donut-chart.js';
import { featureShares, type NormalViewFeature, type ValueShare } from './normal-view-shares.js';
import styles from './charts.module.css';
import { useFeatureValueLabel } from './feature-value-label.js';

export interface NormalViewDonutsProps {
  /** The user as the captions name them: their user name where known. */
  user: string;
  features: readonly NormalViewFeature[];
  /** All of the user's and of the realm's events, of which the values shown are the most frequent. */
  totals: { user: number; realm: number };
}

const FEATURE_TITLES = {
  city: 'riskCharts.normalView.features.city',
  country: 'riskCharts.normalView.features.country',
  os: 'riskCharts.normalView.features.os',
  device: 'riskCharts.normalView.features.device',
  userAgentType: 'riskCharts.normalView.features.userAgentType',
  dayparting: 'riskCharts.normalView.features.dayparting',
  weekday: 'riskCharts.normalView.features.weekday',
} as const;

const isKnownFeature = (feature: string): feature is keyof typeof FEATURE_TITLES =>
  Object.hasOwn(FEATURE_TITLES, feature);

/** How a user usually signs in against the whole realm: per feature, the shares of its values. */
export function NormalViewDonuts({ user, features, totals }: NormalViewDonutsProps) {
  const { t } = useTranslation();
  const shown = features.filter((each) => each.user.length + each.realm.length > 0);
  if (shown.length === 0) {
    return <p className={styles.empty}>{t('riskCharts.normalView.empty', { userId: user })}</p>;
  }
  return (
    <div className={styles.features}>
      {shown.map((feature) => (
        <FeatureDonuts key={feature.feature} user={user} feature={feature} totals={totals} />
      ))}
    </div>
  );
}

function FeatureDonuts({
  user,
  feature,
  totals,
}: {
  user: string;
  feature: NormalViewFeature;
  totals: NormalViewDonutsProps['totals'];
}) {
  const { t, i18n } = useTranslation();
  const valueLabel = useFeatureValueLabel();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const formatShare = (share: ValueShare) =>
    t('riskCharts.normalView.share', {
      percent: percent.format(share.share),
      events: t('riskCharts.eventCount', { count: share.count }),
    });
  const title = isKnownFeature(feature.feature)
    ? t(FEATURE_TITLES[feature.feature])
    : feature.feature;
  const userLabel = t('riskCharts.normalView.thisUser');
  const realmLabel = t('riskCharts.normalView.wholeRealm');
  const labelled = (counts: NormalViewFeature['user']) =>
    counts.map((each) => ({ ...each, value: valueLabel(feature.feature, each.value) }));
  const shares = featureShares(
    { ...feature, user: labelled(feature.user), realm: labelled(feature.realm) },
    totals,
    t('riskCharts.normalView.otherValues'),
  );
  const shareOf = (side: readonly ValueShare[], value: string) => {
    const share = side.find((each) => each.value === value);
    return share ? formatShare(share) : t('riskCharts.normalView.notAmongTop');
  };
  return (
    <ChartFrame title={title}>
      <div className={styles.donuts}>
        <DonutChart label={userLabel} shares={shares.user} formatShare={formatShare} />
        <DonutChart label={realmLabel} shares={shares.realm} formatShare={formatShare} />
      </div>
      <ChartLegend
        items={shares.values.map(({ value, fill }) => ({ label: value, colour: fill }))}
      />
      <ChartTable
        caption={t('riskCharts.normalView.tableCaption', { feature: title, userId: user })}
        columns={[t('riskCharts.normalView.value'), userLabel, realmLabel]}
        rows={shares.values.map(({ value }) => ({
          key: value,
          header: value,
          cells: [shareOf(shares.user, value), shareOf(shares.realm, value)],
        }))}
      />
    </ChartFrame>
  );
}
