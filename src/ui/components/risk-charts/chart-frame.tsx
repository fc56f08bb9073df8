import { useId, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import styles from './charts.module.css';

export interface ChartFrameProps {
  title: string;
  /** The id of a heading outside that names the chart, in place of its own caption. */
  titleId?: string | undefined;
  /** Shown in place of the chart when there is nothing to draw. */
  empty?: string | undefined;
  children: ReactNode;
}

/** A chart's figure: its caption, then the chart with its text alternative or the empty state. */
export function ChartFrame({ title, titleId, empty, children }: ChartFrameProps) {
  const captionId = useId();
  return (
    <figure className={styles.frame} aria-labelledby={titleId ?? captionId}>
      {titleId ? null : (
        <figcaption id={captionId} className={styles.title}>
          {title}
        </figcaption>
      )}
      {empty === undefined ? children : <p className={styles.empty}>{empty}</p>}
    </figure>
  );
}

/** The drawing, as wide as its column and `height` pixels high. */
export function ChartArea({ height, children }: { height: number; children: ReactElement }) {
  return (
    <div className={styles.area} style={{ height }}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}
