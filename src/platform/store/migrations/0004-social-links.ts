import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('am_social_links')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('am_social_links_pkey', ['realm', 'user_id', 'provider'])
    .addUniqueConstraint('am_social_links_subject_key', ['realm', 'provider', 'subject'])
    .execute();

  await db.schema
    .createTable('am_social_link_requests')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_idp_accounts')
    .addColumn('idp', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('family_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_idp_accounts_pkey', ['idp', 'subject'])
    .addUniqueConstraint('social_idp_accounts_email_key', ['idp', 'email'])
    .execute();

  await db.schema
    .createTable('social_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'social_settings',
    'social_idp_accounts',
    'am_social_link_requests',
    'am_social_links',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
