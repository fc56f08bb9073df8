import styles from './charts.module.css';

export interface LegendItem {
  label: string;
  colour: string;
}

/** Which colour stands for what; hidden from assistive technology, which reads the table. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <span className={styles.swatch} style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
