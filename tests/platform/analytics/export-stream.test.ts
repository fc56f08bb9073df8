import { sql } from 'kysely';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK } from '../../../src/domain/csv.js';
import { csvStream, jsonStream } from '../../../src/platform/analytics/export-file.js';
import { rowBatches } from '../../../src/platform/analytics/run-rows.js';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { memoryDb } from '../../support/memory-store.js';

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
  // Stored out of order, with a second run beside: the export reads one run in its order.
  await sql`insert into analytics_run_rows (run_id, seq, row)
    select 'run', g, jsonb_build_object('n', g, 'name', case when g = 3 then '=cmd, "quoted"' else 'user' || g end)
    from generate_series(25, 1, -1) as g`.execute(db);
  await sql`insert into analytics_run_rows (run_id, seq, row)
    select 'other', g, jsonb_build_object('n', -g) from generate_series(1, 5) as g`.execute(db);
}, 60_000);
afterAll(() => db?.destroy());

const columns = [
  { name: 'n', label: 'Number' },
  { name: 'name', label: 'Name' },
];

describe('a run exported in batches', () => {
  it('reads every row of the run once, in order, batch by batch', async () => {
    const sizes: number[] = [];
    const numbers: unknown[] = [];
    for await (const batch of rowBatches(db, 'run', 10)) {
      sizes.push(batch.length);
      numbers.push(...batch.map((row) => row.n));
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it('writes CSV with the UTF-8 byte order mark, the labels, quoting and the formula guard, and JSON with the same rows', async () => {
    const file = await text(csvStream(columns, rowBatches(db, 'run', 10)));
    expect(file.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    const lines = file.slice(CSV_BYTE_ORDER_MARK.length).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Number,Name',
      '1,user1',
      '2,user2',
      `3,"'=cmd, ""quoted"""`,
    ]);
    expect(lines).toHaveLength(27);
    const json = JSON.parse(
      await text(jsonStream(columns, rowBatches(db, 'run', 10))),
    ) as unknown[];
    expect(json).toHaveLength(25);
    expect(json[2]).toEqual({ n: 3, name: '=cmd, "quoted"' });
    expect(await text(jsonStream(columns, rowBatches(db, 'none', 10)))).toBe('[]');
  });
});
