import { sql, type Kysely } from 'kysely';

/**
 * The analytics service's store, per realm: report templates (their definitions as data), runs
 * with their parameters and status, and each run's result rows in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_templates')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analytics_templates_pk', ['realm', 'name'])
    .execute();

  await db.schema
    .createTable('analytics_runs')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('parameters', 'jsonb', (c) => c.notNull())
    .addColumn('timeframe', 'jsonb', (c) => c.notNull())
    .addColumn('range_start', 'timestamptz', (c) => c.notNull())
    .addColumn('range_end', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer')
    .addColumn('error', 'text')
    .addColumn('file_type', 'text')
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addPrimaryKeyConstraint('analytics_runs_pk', ['id'])
    .execute();
  await db.schema
    .createIndex('analytics_runs_template_idx')
    .on('analytics_runs')
    .columns(['realm', 'template_name', 'started_at'])
    .execute();

  await db.schema
    .createTable('analytics_run_rows')
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_run_rows_pk', ['run_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analytics_run_rows', 'analytics_runs', 'analytics_templates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
