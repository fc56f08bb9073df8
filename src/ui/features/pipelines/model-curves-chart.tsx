import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartSeries {
  name: string;
  colour: string;
  points: readonly { x: number; y: number }[];
  /** The point at the model's threshold, marked on the curve. */
  marker?: { x: number; y: number } | undefined;
}

export interface ModelCurvesChartProps {
  series: readonly ChartSeries[];
  xLabel: string;
  yLabel: string;
}

const tick = { fill: 'var(--ic-text-muted)', fontSize: 12 };

/** One kind of curve (ROC or PR) of every model, with each model's threshold marked; drawn only. */
export function ModelCurvesChart({ series, xLabel, yLabel }: ModelCurvesChartProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 24, left: 24 }}>
        <CartesianGrid stroke="var(--ic-border)" />
        <XAxis
          type="number"
          dataKey="x"
          domain={[0, 1]}
          tick={tick}
          label={{ value: xLabel, position: 'insideBottom', offset: -12, fill: 'var(--ic-text)' }}
        />
        <YAxis
          type="number"
          dataKey="y"
          domain={[0, 1]}
          tick={tick}
          label={{
            value: yLabel,
            angle: -90,
            position: 'left',
            style: { textAnchor: 'middle' },
            fill: 'var(--ic-text)',
          }}
        />
        <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12 }} />
        {series.map((line) => (
          <Line
            key={line.name}
            name={line.name}
            data={[...line.points]}
            dataKey="y"
            stroke={line.colour}
            dot={false}
            isAnimationActive={false}
            type="linear"
          />
        ))}
        {series.map((line) =>
          line.marker ? (
            <ReferenceDot
              key={`${line.name}-threshold`}
              x={line.marker.x}
              y={line.marker.y}
              r={5}
              fill={line.colour}
              stroke="var(--ic-surface, #fff)"
            />
          ) : null,
        )}
      </LineChart>
    </ResponsiveContainer>
  );
}
