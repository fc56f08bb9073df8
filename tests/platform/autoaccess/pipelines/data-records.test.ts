import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataFile } from '../../../../src/platform/autoaccess/buckets/resolve-data-file.js';
import { dataRecords } from '../../../../src/platform/autoaccess/pipelines/data-records.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'data-records-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function recordsOf(name: string, content: string, kind: DataFile['kind']) {
  const path = join(folder, name);
  await writeFile(path, content);
  const records = [];
  for await (const record of dataRecords({ path, kind })) records.push(record);
  return records;
}

describe('data records', () => {
  it('reads JSONL and JSON files that start with a byte order mark', async () => {
    expect(await recordsOf('bom.jsonl', '\uFEFF{"n": 1}\r\n\r\n{"n": 2}\r\n', 'jsonl')).toEqual([
      { line: 1, record: { n: 1 } },
      { line: 3, record: { n: 2 } },
    ]);
    expect(await recordsOf('bom.json', '\uFEFF[{"n": 1}, {"n": 2}]', 'json')).toEqual([
      { line: 1, record: { n: 1 } },
      { line: 2, record: { n: 2 } },
    ]);
  });

  it('names the line that is not a JSON object', async () => {
    await expect(recordsOf('bad.jsonl', '{"n": 1}\n[1]\n', 'jsonl')).rejects.toThrow(
      'line 2: not a JSON object',
    );
  });
});
