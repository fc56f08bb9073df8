import { sql, type Kysely } from 'kysely';

/**
 * What the self-service journeys keep: journeys suspended until their emailed link is opened,
 * the hashes of users' earlier passwords (the history rule), and the emails the journeys sent
 * (their rate limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_suspensions')
    .addColumn('suspended_id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('tree', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_history_user_idx')
    .on('password_history')
    .columns(['realm', 'user_id', 'replaced_at'])
    .execute();

  await db.schema
    .createTable('journey_mail_sends')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journey_mail_sends_identifier_idx')
    .on('journey_mail_sends')
    .columns(['realm', 'identifier', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('journey_mail_sends_address_idx')
    .on('journey_mail_sends')
    .columns(['client_address', 'sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['journey_mail_sends', 'password_history', 'journey_suspensions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
