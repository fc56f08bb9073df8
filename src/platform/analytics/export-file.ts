import { Readable } from 'node:stream';

type Row = Record<string, unknown>;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  // A spreadsheet must not read a cell as a formula.
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV file (header of the columns' labels) of the batches, written as they come. */
export function csvStream(
  columns: { name: string; label: string }[],
  batches: AsyncIterable<Row[]>,
): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(columns.map((column) => column.label));
      for await (const batch of batches) {
        yield batch.map((row) => csvLine(columns.map((column) => row[column.name]))).join('');
      }
    })(),
  );
}

/** A JSON array of the rows (keys in the columns' order), written as the batches come. */
export function jsonStream(columns: { name: string }[], batches: AsyncIterable<Row[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const batch of batches) {
        const text = batch
          .map((row) =>
            JSON.stringify(
              Object.fromEntries(columns.map((column) => [column.name, row[column.name] ?? null])),
            ),
          )
          .join(',');
        if (text === '') continue;
        yield `${first ? '' : ','}${text}`;
        first = false;
      }
      yield ']';
    })(),
  );
}
