import { Readable } from 'node:stream';
import { csvLine } from '../../domain/csv.js';

type Row = Record<string, unknown>;

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
