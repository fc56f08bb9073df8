import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { withoutByteOrderMark } from '../buckets/byte-order-mark.js';
import type { DataFile } from '../buckets/resolve-data-file.js';
import { RunFailure } from './run-failure.js';

/** The largest .json (not line-delimited) data file a run reads whole. */
const MAX_JSON_FILE_BYTES = 256 * 1024 * 1024;

export interface DataRecord {
  /** The line of a JSONL file, or the position (from 1) in a JSON array. */
  line: number;
  record: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseLine(text: string, line: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RunFailure(`line ${line}: invalid JSON`);
  }
  if (!isRecord(value)) throw new RunFailure(`line ${line}: not a JSON object`);
  return value;
}

/**
 * The records of a data file, one JSONL line at a time (blank lines skipped), or the elements
 * of a JSON file's array. `onBytes` hears how far through the file the reading is (0–1).
 */
export async function* dataRecords(
  file: DataFile,
  onBytes: (fraction: number) => void = () => {},
): AsyncGenerator<DataRecord> {
  const { size } = await stat(file.path);
  if (file.kind === 'json') {
    if (size > MAX_JSON_FILE_BYTES) {
      throw new RunFailure(`JSON file larger than ${MAX_JSON_FILE_BYTES} bytes`);
    }
    let value: unknown;
    try {
      value = JSON.parse(withoutByteOrderMark(await readFile(file.path, 'utf8')));
    } catch {
      throw new RunFailure('invalid JSON');
    }
    const records = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const [index, record] of records.entries()) {
      if (!isRecord(record)) throw new RunFailure(`record ${index + 1}: not a JSON object`);
      yield { line: index + 1, record };
    }
    onBytes(1);
    return;
  }
  const stream = createReadStream(file.path, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    let line = 0;
    for await (const text of lines) {
      line += 1;
      if (line % 1000 === 0) onBytes(size === 0 ? 1 : stream.bytesRead / size);
      if (text.trim() === '') continue;
      yield { line, record: parseLine(line === 1 ? withoutByteOrderMark(text) : text, line) };
    }
    onBytes(1);
  } finally {
    lines.close();
    stream.destroy();
  }
}
