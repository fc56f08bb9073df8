import type { TooltipContentProps } from 'recharts';
import styles from './charts.module.css';

interface TooltipText {
  title: string;
  lines: readonly string[];
}

interface ChartTooltipProps<Datum> extends Partial<TooltipContentProps> {
  describe: (datum: Datum) => TooltipText;
}

/** The tooltip of the data point under the pointer or the keyboard, in the theme's colours. */
export function ChartTooltip<Datum>({ describe, active, payload }: ChartTooltipProps<Datum>) {
  const datum = payload?.[0]?.payload as Datum | undefined;
  if (!active || datum === undefined) return null;
  const { title, lines } = describe(datum);
  return (
    <div className={styles.tooltip} role="status">
      <p className={styles.tooltipTitle}>{title}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
