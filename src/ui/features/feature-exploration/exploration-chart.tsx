import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartArea } from '../../components/risk-charts/chart-frame.js';
import {
  AXIS_STYLE,
  GRID_COLOUR,
  SERIES_COLOURS,
} from '../../components/risk-charts/chart-theme.js';

export interface ExplorationBar {
  value: string;
  count: number;
  risky: number;
}

/** Events per value and the risky ones among them, as bars; the table beside is its text. */
export function ExplorationChart({ bars }: { bars: readonly ExplorationBar[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ChartArea height={320}>
      <BarChart data={[...bars]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
        <XAxis
          dataKey="value"
          {...AXIS_STYLE}
          interval={0}
          angle={-30}
          textAnchor="end"
          height={70}
        />
        <YAxis {...AXIS_STYLE} allowDecimals={false} />
        <Tooltip
          separator=": "
          formatter={(value) => (typeof value === 'number' ? number.format(value) : value)}
        />
        <Bar dataKey="count" name={t('featureExploration.events')} fill={SERIES_COLOURS.events} />
        <Bar dataKey="risky" name={t('featureExploration.risky')} fill={SERIES_COLOURS.risk} />
      </BarChart>
    </ChartArea>
  );
}
