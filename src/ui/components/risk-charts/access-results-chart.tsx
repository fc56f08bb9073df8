import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartArea, ChartFrame } from './chart-frame.js';
import { useDayFormat, useNumberFormat } from './chart-format.js';
import { ChartLegend } from './chart-legend.js';
import { ChartTable } from './chart-table.js';
import { AXIS_STYLE, GRID_COLOUR, SERIES_COLOURS } from './chart-theme.js';
import { ChartTooltip } from './chart-tooltip.js';

export interface AccessResultsDay {
  /** The instant the day starts. */
  day: string;
  successful: number;
  other: number;
}

export interface AccessResultsChartProps {
  days: readonly AccessResultsDay[];
  /** The zone the days were counted in: an IANA zone or 'UTC'. */
  timeZone: string;
  /** The id of a heading outside that names the chart, in place of its own caption. */
  titleId?: string | undefined;
}

const sum = (days: readonly AccessResultsDay[], pick: (day: AccessResultsDay) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

/** Per day, the successful access attempts stacked under those with any other result. */
export function AccessResultsChart({ days, timeZone, titleId }: AccessResultsChartProps) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat(timeZone);
  const number = useNumberFormat();
  const title = t('riskCharts.accessResults.title');
  const successfulLabel = t('riskCharts.accessResults.successful');
  const otherLabel = t('riskCharts.accessResults.other');
  const successful = sum(days, (day) => day.successful);
  const other = sum(days, (day) => day.other);
  const summary = t('riskCharts.accessResults.summary', {
    days: t('riskCharts.dayCount', { count: days.length }),
    successful: t('riskCharts.accessResults.successfulCount', { count: successful }),
    other: t('riskCharts.accessResults.otherCount', { count: other }),
  });
  const data = days.map((day) => ({ ...day, label: dayFormat.short(day.day) }));
  const describe = (day: AccessResultsDay) => ({
    title: dayFormat.long(day.day),
    lines: [
      t('riskCharts.valueOf', { name: successfulLabel, value: number.format(day.successful) }),
      t('riskCharts.valueOf', { name: otherLabel, value: number.format(day.other) }),
    ],
  });
  return (
    <ChartFrame
      title={title}
      titleId={titleId}
      empty={successful + other === 0 ? t('riskCharts.accessResults.empty') : undefined}
    >
      <ChartArea height={240}>
        <BarChart
          data={data}
          aria-label={summary}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke={GRID_COLOUR} />
          <XAxis dataKey="label" {...AXIS_STYLE} />
          <YAxis allowDecimals={false} {...AXIS_STYLE} />
          <Tooltip content={<ChartTooltip describe={describe} />} />
          <Bar
            dataKey="successful"
            name={successfulLabel}
            stackId="results"
            fill={SERIES_COLOURS.successful}
          />
          <Bar dataKey="other" name={otherLabel} stackId="results" fill={SERIES_COLOURS.other} />
        </BarChart>
      </ChartArea>
      <ChartLegend
        items={[
          { label: successfulLabel, colour: SERIES_COLOURS.successful },
          { label: otherLabel, colour: SERIES_COLOURS.other },
        ]}
      />
      <ChartTable
        caption={title}
        columns={[t('riskCharts.day'), successfulLabel, otherLabel]}
        rows={days.map((day) => ({
          key: day.day,
          header: dayFormat.long(day.day),
          cells: [number.format(day.successful), number.format(day.other)],
        }))}
      />
    </ChartFrame>
  );
}
