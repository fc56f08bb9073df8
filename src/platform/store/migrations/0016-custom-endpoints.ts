import { sql, type Kysely } from 'kysely';

/** Each realm's custom endpoints (`endpoint/{name}`): the behaviour they run and whether deployed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_endpoints')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deployed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('custom_endpoints_pkey', ['realm', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_endpoints').ifExists().execute();
}
