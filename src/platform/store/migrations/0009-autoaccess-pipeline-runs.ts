import { sql, type Kysely } from 'kysely';

/**
 * The auto-access pipeline runs (one row per execution, with its progress and the file of the
 * model it trained), their log lines, and each realm's risk configuration as YAML text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('autoaccess_pipeline_executions')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('execution_id', 'text', (c) => c.notNull())
    .addColumn('pipeline_definition_id', 'text', (c) => c.notNull())
    .addColumn('pipeline_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('model_path', 'text')
    .addPrimaryKeyConstraint('autoaccess_pipeline_executions_pk', ['realm', 'execution_id'])
    .execute();
  await db.schema
    .createIndex('autoaccess_pipeline_executions_definition_idx')
    .on('autoaccess_pipeline_executions')
    .columns(['realm', 'pipeline_definition_id', 'started_at'])
    .execute();
  // One active run per definition, and one active Prediction per realm, even under races.
  await sql`create unique index autoaccess_pipeline_active_definition_idx
    on autoaccess_pipeline_executions (realm, pipeline_definition_id)
    where state = 'ACTIVE'`.execute(db);
  await sql`create unique index autoaccess_pipeline_active_prediction_idx
    on autoaccess_pipeline_executions (realm)
    where state = 'ACTIVE' and pipeline_type = 'Prediction'`.execute(db);

  await db.schema
    .createTable('autoaccess_pipeline_logs')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('execution_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('autoaccess_pipeline_logs_pk', ['realm', 'execution_id', 'seq'])
    .execute();

  await db.schema
    .createTable('autoaccess_risk_configs')
    .addColumn('realm', 'text', (c) => c.notNull().primaryKey())
    .addColumn('yaml', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('autoaccess_risk_configs').ifExists().execute();
  await db.schema.dropTable('autoaccess_pipeline_logs').ifExists().execute();
  await db.schema.dropTable('autoaccess_pipeline_executions').ifExists().execute();
}
