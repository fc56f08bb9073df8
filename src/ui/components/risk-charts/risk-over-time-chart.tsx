import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartArea, ChartFrame } from './chart-frame.js';
import { useDayFormat, useNumberFormat } from './chart-format.js';
import { ChartTable } from './chart-table.js';
import { AXIS_STYLE, GRID_COLOUR, SERIES_COLOURS } from './chart-theme.js';
import { ChartTooltip } from './chart-tooltip.js';

export interface RiskDay {
  /** The instant the day starts. */
  day: string;
  count: number;
  /** Null on a day without risky attempts: a gap in the line. */
  averageScore: number | null;
}

export interface RiskOverTimeChartProps {
  days: readonly RiskDay[];
  /** The zone the days were counted in: an IANA zone or 'UTC'. */
  timeZone: string;
}

type ScoredDay = RiskDay & { averageScore: number };

const SCORE_TICKS = [0, 25, 50, 75, 100];

function riskiestDay(days: readonly RiskDay[]): ScoredDay | undefined {
  return days
    .filter((day): day is ScoredDay => day.averageScore !== null)
    .reduce<ScoredDay | undefined>(
      (riskiest, day) => (riskiest && riskiest.averageScore >= day.averageScore ? riskiest : day),
      undefined,
    );
}

/** The average risk score of each day's risky attempts. */
export function RiskOverTimeChart({ days, timeZone }: RiskOverTimeChartProps) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat(timeZone);
  const number = useNumberFormat();
  const title = t('riskCharts.riskOverTime.title');
  const scoreLabel = t('riskCharts.averageScore');
  const score = (day: RiskDay) =>
    day.averageScore === null
      ? t('riskCharts.noScore')
      : number.format(Math.round(day.averageScore));
  const riskiest = riskiestDay(days);
  const summary =
    riskiest &&
    t('riskCharts.riskOverTime.summary', {
      days: t('riskCharts.dayCount', { count: days.length }),
      score: score(riskiest),
      day: dayFormat.long(riskiest.day),
    });
  const describe = (day: RiskDay) => ({
    title: dayFormat.long(day.day),
    lines: [
      t('riskCharts.valueOf', { name: scoreLabel, value: score(day) }),
      t('riskCharts.riskOverTime.attemptCount', { count: day.count }),
    ],
  });
  return (
    <ChartFrame title={title} empty={summary ? undefined : t('riskCharts.riskOverTime.empty')}>
      <ChartArea height={240}>
        <LineChart
          data={days.map((day) => ({ ...day, label: dayFormat.short(day.day) }))}
          aria-label={summary}
          margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke={GRID_COLOUR} />
          <XAxis dataKey="label" {...AXIS_STYLE} />
          <YAxis type="number" domain={[0, 100]} ticks={SCORE_TICKS} {...AXIS_STYLE} />
          <Tooltip content={<ChartTooltip describe={describe} />} />
          <Line
            dataKey="averageScore"
            name={scoreLabel}
            stroke={SERIES_COLOURS.risk}
            strokeWidth={2}
            dot={{ r: 3, fill: SERIES_COLOURS.risk }}
            type="linear"
          />
        </LineChart>
      </ChartArea>
      <ChartTable
        caption={title}
        columns={[t('riskCharts.day'), scoreLabel, t('riskCharts.riskOverTime.attempts')]}
        rows={days.map((day) => ({
          key: day.day,
          header: dayFormat.long(day.day),
          cells: [score(day), number.format(day.count)],
        }))}
      />
    </ChartFrame>
  );
}
