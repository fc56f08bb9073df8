import type { Kysely } from 'kysely';

/** Failed sign-ins and lockouts are kept per client address as well as per username. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_address_idx')
    .on('login_failures')
    .columns(['client_address', 'failed_at'])
    .execute();
  await db.schema
    .alterTable('account_lockouts')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('account_lockouts').dropConstraint('account_lockouts_pk').execute();
  await db.schema
    .alterTable('account_lockouts')
    .addPrimaryKeyConstraint('account_lockouts_pk', ['realm', 'username', 'client_address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('account_lockouts' as never).execute();
  await db.schema.alterTable('account_lockouts').dropConstraint('account_lockouts_pk').execute();
  await db.schema.alterTable('account_lockouts').dropColumn('client_address').execute();
  await db.schema
    .alterTable('account_lockouts')
    .addPrimaryKeyConstraint('account_lockouts_pk', ['realm', 'username'])
    .execute();
  await db.schema.dropIndex('login_failures_address_idx').ifExists().execute();
  await db.schema.alterTable('login_failures').dropColumn('client_address').execute();
}
