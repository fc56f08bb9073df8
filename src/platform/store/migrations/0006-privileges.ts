import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('internal_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('internal_roles').ifExists().execute();
}
