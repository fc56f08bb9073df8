import { sql, type Kysely } from 'kysely';

/** The auto-access entity service's records (data sources, pipeline definitions), per realm. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('autoaccess_entities')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('autoaccess_entities_pk', ['realm', 'namespace', 'name', 'id'])
    .execute();
  // A data source's name is unique in its realm, even under concurrent writes.
  await sql`create unique index autoaccess_datasource_name_idx on autoaccess_entities
    (realm, (data->>'name')) where namespace = 'autoaccess' and name = 'datasources'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('autoaccess_entities').ifExists().execute();
}
