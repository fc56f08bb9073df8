import { sql } from 'kysely';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvStream } from '../../src/platform/analytics/export-file.js';
import { analyzeAfterLargeRun, rowBatches } from '../../src/platform/analytics/run-rows.js';
import { createDb } from '../../src/platform/store/db.js';
import { migrateToLatest } from '../../src/platform/store/migrate.js';

export interface ReportExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory of the process just before the export, the store already filled. */
  rssBeforeMb: number;
  /** The highest resident memory seen while the file was written. */
  peakRssMb: number;
  /** What the export added to the resident memory at its highest: the store itself excluded. */
  exportRssMb: number;
  /** The highest JavaScript heap seen while the file was written. */
  peakHeapMb: number;
}

const MB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Times a CSV export of a stored run of `rows` rows (1 000 000 by default) on an in-memory store,
 * as the platform stores and streams it: batches read by key, written as they come, the file
 * discarded.
 */
export async function benchReportExport(rows = 1_000_000): Promise<ReportExportFigures> {
  const db = createDb({ dataDir: 'memory://' });
  try {
    await migrateToLatest(db);
    await sql`insert into analytics_run_rows (run_id, seq, row)
      select 'bench', g, jsonb_build_object(
        'day', to_char(timestamp '2026-01-01' + (g % 30) * interval '1 day', 'YYYY-MM-DD'),
        'eventType', case when g % 7 = 0 then 'failure' else 'success' end,
        'userName', 'user' || (g % 5000),
        'count', g)
      from generate_series(1, ${rows}) as g`.execute(db);
    // What the run queue does once a run has stored its rows.
    await analyzeAfterLargeRun(db, rows);
    const columns = ['day', 'eventType', 'userName', 'count'].map((name) => ({
      name,
      label: name,
    }));
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakHeap = process.memoryUsage().heapUsed;
    const sample = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 25);
    let bytes = 0;
    const started = performance.now();
    await pipeline(
      csvStream(columns, rowBatches(db, 'bench')),
      new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    return {
      rows,
      bytes,
      seconds: round(seconds),
      rssBeforeMb: round(rssBefore / MB),
      peakRssMb: round(peakRss / MB),
      exportRssMb: round((peakRss - rssBefore) / MB),
      peakHeapMb: round(peakHeap / MB),
    };
  } finally {
    await db.destroy();
  }
}
