import { open } from 'node:fs/promises';
import { badRequest } from '../../http/errors.js';
import { withoutByteOrderMark } from './byte-order-mark.js';
import type { DataFile } from './resolve-data-file.js';

/** The most a preview reads: the first record of a JSONL file, or a whole JSON file. */
const PREVIEW_MAX_BYTES = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

const invalidJsonl = (line: number) => badRequest(`invalid JSONL: line ${line}`);

/** Whether the head holds a whole non-blank line. Linear: it runs again on each chunk read. */
function hasFirstLine(head: string): boolean {
  const start = head.search(/\S/);
  return start >= 0 && head.indexOf('\n', start) >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads from the start of the file until it has `enough` of the text, or the cap, or the end. */
async function readHead(
  path: string,
  enough: (text: string) => boolean,
): Promise<{ text: string; ended: boolean }> {
  const handle = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    let ended = false;
    while (total < PREVIEW_MAX_BYTES) {
      const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, PREVIEW_MAX_BYTES - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, total);
      if (bytesRead === 0) {
        ended = true;
        break;
      }
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (enough(Buffer.concat(chunks).toString('utf8'))) break;
    }
    return { text: withoutByteOrderMark(Buffer.concat(chunks).toString('utf8')), ended };
  } finally {
    await handle.close();
  }
}

function firstJsonlRecord(text: string, ended: boolean): Record<string, unknown> {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    // A line cut short by the cap: too long to be a record worth previewing.
    if (index === lines.length - 1 && !ended) throw invalidJsonl(index + 1);
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) return value;
    } catch {
      // answered below
    }
    throw invalidJsonl(index + 1);
  }
  throw invalidJsonl(1);
}

/** The first record of a data file: its first JSONL line, or the JSON object (or its first element). */
export async function readFirstRecord(file: DataFile): Promise<Record<string, unknown>> {
  if (file.kind === 'jsonl') {
    const { text, ended } = await readHead(file.path, hasFirstLine);
    return firstJsonlRecord(text, ended);
  }
  const { text, ended } = await readHead(file.path, () => false);
  if (!ended) throw badRequest(`JSON file larger than ${PREVIEW_MAX_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid JSON');
  }
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (!isRecord(first)) throw badRequest('invalid JSON');
  return first;
}
