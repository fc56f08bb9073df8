import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden.js';
import styles from './charts.module.css';

interface ChartTableRow {
  key: string;
  header: ReactNode;
  cells: readonly ReactNode[];
}

export interface ChartTableProps {
  caption: string;
  /** The row headers' column first. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  /** Whether the rows hold controls: the table then shows itself while one has the focus. */
  interactive?: boolean;
}

/** A chart's numbers as a table, for assistive technology. */
export function ChartTable({ caption, columns, rows, interactive = false }: ChartTableProps) {
  const table = (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return interactive ? (
    <div className={styles.hiddenUntilFocus}>{table}</div>
  ) : (
    <VisuallyHidden>{table}</VisuallyHidden>
  );
}
