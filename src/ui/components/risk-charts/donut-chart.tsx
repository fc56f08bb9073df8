import { useTranslation } from 'react-i18next';
import { Pie, PieChart, Tooltip } from 'recharts';
import { ChartArea } from './chart-frame.js';
import { SURFACE_COLOUR } from './chart-theme.js';
import { ChartTooltip } from './chart-tooltip.js';
import type { ValueShare } from './normal-view-shares.js';
import styles from './charts.module.css';

export interface DonutChartProps {
  label: string;
  shares: readonly ValueShare[];
  formatShare: (share: ValueShare) => string;
}

/** One side of a feature's comparison: its values' shares as a ring. */
export function DonutChart({ label, shares, formatShare }: DonutChartProps) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  const summary = t('riskCharts.normalView.donutSummary', {
    side: label,
    shares: list.format(
      shares.map((share) =>
        t('riskCharts.normalView.valueShare', { value: share.value, share: formatShare(share) }),
      ),
    ),
  });
  return (
    <div className={styles.donut}>
      <p className={styles.donutLabel}>{label}</p>
      {shares.length === 0 ? (
        <p className={styles.empty}>{t('riskCharts.normalView.noValues')}</p>
      ) : (
        <ChartArea height={180}>
          <PieChart aria-label={summary}>
            <Pie
              data={[...shares]}
              dataKey="count"
              nameKey="value"
              innerRadius="55%"
              outerRadius="90%"
              stroke={SURFACE_COLOUR}
            />
            <Tooltip
              content={
                <ChartTooltip
                  describe={(share: ValueShare) => ({
                    title: share.value,
                    lines: [formatShare(share)],
                  })}
                />
              }
            />
          </PieChart>
        </ChartArea>
      )}
    </div>
  );
}
