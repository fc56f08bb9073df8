import { sql, type Kysely } from 'kysely';

/** Administrative changes: who changed what, when, with the object before and after. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_activity')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('admin_activity_realm_time')
    .on('admin_activity')
    .columns(['realm', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_activity').ifExists().execute();
}
