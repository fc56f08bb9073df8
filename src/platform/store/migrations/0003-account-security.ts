import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('am_auth_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('cpu', 'text')
    .addColumn('device_identifier', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .execute();
  await db.schema
    .createIndex('am_auth_events_user_idx')
    .on('am_auth_events')
    .columns(['realm', 'user_id', 'time'])
    .execute();

  await db.schema
    .createTable('am_device_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_selected_date', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('am_device_profiles_identifier_key', ['realm', 'user_id', 'identifier'])
    .execute();

  await db.schema
    .createTable('am_auth_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_access_date', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('am_auth_devices_user_idx')
    .on('am_auth_devices')
    .columns(['realm', 'user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['am_auth_devices', 'am_device_profiles', 'am_auth_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
