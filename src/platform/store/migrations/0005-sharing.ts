import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('am_resource_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('icon_uri', 'text')
    .addColumn('scopes', 'jsonb', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('am_resource_sets_owner_idx')
    .on('am_resource_sets')
    .columns(['realm', 'owner_id'])
    .execute();

  await db.schema
    .createTable('am_resource_permissions')
    .addColumn('resource_id', 'text', (c) =>
      c.notNull().references('am_resource_sets.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('scopes', 'jsonb', (c) => c.notNull())
    .addColumn('granted_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('am_resource_permissions_pkey', ['resource_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('am_resource_permissions_subject_idx')
    .on('am_resource_permissions')
    .column('subject_id')
    .execute();

  await db.schema
    .createTable('am_sharing_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resource_id', 'text', (c) =>
      c.notNull().references('am_resource_sets.id').onDelete('cascade'),
    )
    .addColumn('requester_id', 'text', (c) => c.notNull())
    .addColumn('scopes', 'jsonb', (c) => c.notNull())
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('am_sharing_requests_resource_idx')
    .on('am_sharing_requests')
    .column('resource_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['am_sharing_requests', 'am_resource_permissions', 'am_resource_sets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
