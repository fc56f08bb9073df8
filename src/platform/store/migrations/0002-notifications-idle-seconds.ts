import { sql, type Kysely } from 'kysely';

const SYSTEM_NOTIFICATION_ID = 'ui/systemnotification';
const SYSTEM_NOTIFICATION = { enabled: false, message: '', severity: 'info', details: '' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('notification_type', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('create_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notifications_target_idx')
    .on('notifications')
    .columns(['target', 'create_date'])
    .execute();

  await db.schema.alterTable('am_sessions').addColumn('max_idle_seconds', 'integer').execute();
  await sql`update am_sessions set max_idle_seconds = max_idle_minutes * 60`.execute(db);
  await db.schema
    .alterTable('am_sessions')
    .alterColumn('max_idle_seconds', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('am_sessions').dropColumn('max_idle_minutes').execute();

  await sql`insert into config_objects (id, doc)
    values (${SYSTEM_NOTIFICATION_ID}, ${JSON.stringify(SYSTEM_NOTIFICATION)}::jsonb)
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from config_objects where id = ${SYSTEM_NOTIFICATION_ID}`.execute(db);
  await db.schema.alterTable('am_sessions').addColumn('max_idle_minutes', 'integer').execute();
  await sql`update am_sessions set max_idle_minutes = ceil(max_idle_seconds / 60.0)`.execute(db);
  await db.schema
    .alterTable('am_sessions')
    .alterColumn('max_idle_minutes', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('am_sessions').dropColumn('max_idle_seconds').execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
