import type { Kysely } from 'kysely';

/**
 * The target values a user keeps after losing an assignment whose attribute says `noOp` on
 * unassignment: per user, mapping and target attribute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignment_retained_values')
    .addColumn('user_object', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('attribute', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('assignment_retained_values_pk', [
      'user_object',
      'user_id',
      'mapping',
      'attribute',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_retained_values').ifExists().execute();
}
