import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('managed_objects')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('managed_objects_pk', ['type', 'id'])
    .execute();
  await sql`create index managed_objects_username_idx on managed_objects (type, lower(doc->>'userName'))`.execute(
    db,
  );

  await db.schema
    .createTable('config_objects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('realms')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('aliases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('credentials')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('credentials_pk', ['realm', 'user_id'])
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_lookup_idx')
    .on('login_failures')
    .columns(['realm', 'username', 'failed_at'])
    .execute();

  await db.schema
    .createTable('account_lockouts')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_lockouts_pk', ['realm', 'username'])
    .execute();

  await db.schema
    .createTable('am_sessions')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('universal_id', 'text', (c) => c.notNull())
    .addColumn('auth_time', 'timestamptz', (c) => c.notNull())
    .addColumn('latest_access_time', 'timestamptz', (c) => c.notNull())
    .addColumn('max_idle_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_session_minutes', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('journey_states')
    .addColumn('auth_id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('tree', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant_idx')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'oidc_payloads',
    'journey_states',
    'am_sessions',
    'account_lockouts',
    'login_failures',
    'credentials',
    'realms',
    'config_objects',
    'managed_objects',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
