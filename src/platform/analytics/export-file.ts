import { Readable } from 'node:stream';
import { CSV_BYTE_ORDER_MARK, csvField, csvLine } from '../../domain/csv.js';

type Row = Record<string, unknown>;

/** The batch's CSV lines, built in one pass without a list per row. */
function csvLines(names: readonly string[], batch: readonly Row[]): string {
  let text = '';
  for (const row of batch) {
    for (let index = 0; index < names.length; index += 1) {
      if (index > 0) text += ',';
      text += csvField(row[names[index]!]);
    }
    text += '\r\n';
  }
  return text;
}

/** A UTF-8 CSV file (byte order mark, header of the columns' labels) of the batches, written as they come. */
export function csvStream(
  columns: { name: string; label: string }[],
  batches: AsyncIterable<Row[]>,
): Readable {
  return Readable.from(
    (async function* () {
      const names = columns.map((column) => column.name);
      yield CSV_BYTE_ORDER_MARK + csvLine(columns.map((column) => column.label));
      for await (const batch of batches) yield csvLines(names, batch);
    })(),
  );
}

/** A JSON array of the rows (keys in the columns' order), written as the batches come. */
export function jsonStream(columns: { name: string }[], batches: AsyncIterable<Row[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      const names = columns.map((column) => column.name);
      const project = (row: Row) =>
        Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
      for await (const batch of batches) {
        const text = JSON.stringify(batch.map(project)).slice(1, -1);
        if (text === '') continue;
        yield `${first ? '' : ','}${text}`;
        first = false;
      }
      yield ']';
    })(),
  );
}
