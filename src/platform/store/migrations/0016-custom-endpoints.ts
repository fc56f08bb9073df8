import { sql, type Kysely } from 'kysely';
import type { Db } from '../db.js';
import { seedCustomEndpoints } from '../seed/custom-endpoints.js';

/** Each realm's custom endpoints (`endpoint/{name}`): the behaviour they run and whether deployed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_endpoints')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deployed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('custom_endpoints_pkey', ['realm', 'name'])
    .execute();
  // A store seeded before endpoints existed gets the seeded ones; an empty store gets them when seeded.
  const store = db as unknown as Db;
  const realms = await store.selectFrom('realms').select('name').execute();
  if (realms.length > 0) {
    await seedCustomEndpoints(
      store,
      realms.map((realm) => realm.name),
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_endpoints').ifExists().execute();
}
