import { sql, type Kysely } from 'kysely';

/** Each realm's auto-access settings (IP lists, threshold, levels, retention), by revision. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('autoaccess_settings')
    .addColumn('realm', 'text', (c) => c.notNull().primaryKey())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('autoaccess_settings').ifExists().execute();
}
