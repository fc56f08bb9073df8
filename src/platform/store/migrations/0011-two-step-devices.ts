import { sql, type Kysely } from 'kysely';

/**
 * What makes an authentication device usable for 2-step sign-in (an OATH secret, a WebAuthn
 * credential, a push device's simulator key), enrolments awaiting confirmation, push notifications,
 * recovery codes, and the device each session's sign-in used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const device = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('device_id', 'text', (c) =>
        c.primaryKey().references('am_auth_devices.id').onDelete('cascade'),
      );

  await device('am_oath_secrets')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('last_used_step', 'bigint')
    .execute();

  await device('am_webauthn_credentials')
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'jsonb', (c) => c.notNull())
    .execute();

  await device('am_push_devices')
    .addColumn('simulator_key', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('am_push_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) =>
      c.notNull().references('am_auth_devices.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('am_two_step_enrolments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('am_recovery_codes')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('am_recovery_codes_pkey', ['realm', 'user_id', 'code_hash'])
    .execute();

  await db.schema.alterTable('am_sessions').addColumn('second_factor', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('am_sessions').dropColumn('second_factor').execute();
  for (const table of [
    'am_recovery_codes',
    'am_two_step_enrolments',
    'am_push_notifications',
    'am_push_devices',
    'am_webauthn_credentials',
    'am_oath_secrets',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
