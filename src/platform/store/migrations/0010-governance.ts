import { sql, type Kysely } from 'kysely';

/**
 * The governance service's store, per realm: the requestable catalog, users' grants, access
 * requests with their history, delegates, and access review campaigns with their items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('iga_catalog_items')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'text')
    .addColumn('application_id', 'text')
    .addColumn('approved_by', 'text', (c) => c.notNull().defaultTo('owner'))
    .addPrimaryKeyConstraint('iga_catalog_items_pk', ['realm', 'id'])
    .execute();

  await db.schema
    .createTable('iga_grants')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('grant_type', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expiry_date', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addPrimaryKeyConstraint('iga_grants_pk', ['realm', 'id'])
    .addUniqueConstraint('iga_grants_user_item_unique', ['realm', 'user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('iga_requests')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('requester_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('justification', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'timestamptz')
    .addColumn('request_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('workflow_id', 'text', (c) => c.notNull())
    .addColumn('approver_id', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('iga_requests_pk', ['realm', 'id'])
    .execute();
  await db.schema
    .createIndex('iga_requests_user_idx')
    .on('iga_requests')
    .columns(['realm', 'user_id', 'item_id'])
    .execute();
  // At most one pending request per user, item and kind, whatever the race.
  await db.schema
    .createIndex('iga_requests_pending_unique')
    .on('iga_requests')
    .columns(['realm', 'user_id', 'item_id', 'request_type'])
    .unique()
    .where(sql.ref('status'), '=', 'in-progress')
    .execute();
  await db.schema
    .createIndex('iga_requests_approver_idx')
    .on('iga_requests')
    .columns(['realm', 'approver_id'])
    .execute();

  await db.schema
    .createTable('iga_delegates')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('delegate_id', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('iga_delegates_pk', ['realm', 'id'])
    .addCheckConstraint('iga_delegates_dates_check', sql`end_date >= start_date`)
    .execute();
  await db.schema
    .createIndex('iga_delegates_delegate_idx')
    .on('iga_delegates')
    .columns(['realm', 'delegate_id'])
    .execute();

  await db.schema
    .createTable('iga_campaigns')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signed_off_at', 'timestamptz')
    .addPrimaryKeyConstraint('iga_campaigns_pk', ['realm', 'id'])
    .execute();

  await db.schema
    .createTable('iga_certification_items')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('entitlement', 'text')
    .addColumn('role', 'text')
    .addColumn('flags', 'jsonb', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('deferred_until', 'timestamptz')
    .addColumn('comments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reviewers', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('iga_certification_items_pk', ['realm', 'id'])
    .execute();
  await db.schema
    .createIndex('iga_certification_items_campaign_idx')
    .on('iga_certification_items')
    .columns(['realm', 'campaign_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'iga_certification_items',
    'iga_campaigns',
    'iga_delegates',
    'iga_requests',
    'iga_grants',
    'iga_catalog_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
