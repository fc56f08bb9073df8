import type { Kysely } from 'kysely';

/**
 * Rows a report run reads from outside the store (the risk index), staged for the run's query and
 * removed when the run ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_source_rows')
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_source_rows_pk', ['run_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_source_rows').ifExists().execute();
}
