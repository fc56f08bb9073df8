import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as notificationsIdleSeconds from './migrations/0002-notifications-idle-seconds.js';
import * as accountSecurity from './migrations/0003-account-security.js';
import * as socialLinks from './migrations/0004-social-links.js';
import * as sharing from './migrations/0005-sharing.js';
import * as privileges from './migrations/0006-privileges.js';
import * as signInThrottling from './migrations/0007-sign-in-throttling.js';
import * as autoAccessEntities from './migrations/0008-autoaccess-entities.js';
import * as autoAccessPipelineRuns from './migrations/0009-autoaccess-pipeline-runs.js';
import * as governance from './migrations/0010-governance.js';
import * as twoStepDevices from './migrations/0011-two-step-devices.js';
import * as journeySelfService from './migrations/0012-journey-self-service.js';
import * as analytics from './migrations/0013-analytics.js';
import * as autoAccessSettings from './migrations/0014-autoaccess-settings.js';
import * as adminActivity from './migrations/0015-admin-activity.js';
import * as customEndpoints from './migrations/0016-custom-endpoints.js';
import * as assignmentRetainedValues from './migrations/0017-assignment-retained-values.js';
import * as analyticsSourceRows from './migrations/0018-analytics-source-rows.js';
import * as oidcPayloadId from './migrations/0019-oidc-payload-id.js';
import * as textOrderCollation from './migrations/0020-text-order-collation.js';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-notifications-idle-seconds': notificationsIdleSeconds,
  '0003-account-security': accountSecurity,
  '0004-social-links': socialLinks,
  '0005-sharing': sharing,
  '0006-privileges': privileges,
  '0007-sign-in-throttling': signInThrottling,
  '0008-autoaccess-entities': autoAccessEntities,
  '0009-autoaccess-pipeline-runs': autoAccessPipelineRuns,
  '0010-governance': governance,
  '0011-two-step-devices': twoStepDevices,
  '0012-journey-self-service': journeySelfService,
  '0013-analytics': analytics,
  '0014-autoaccess-settings': autoAccessSettings,
  '0015-admin-activity': adminActivity,
  '0016-custom-endpoints': customEndpoints,
  '0017-assignment-retained-values': assignmentRetainedValues,
  '0018-analytics-source-rows': analyticsSourceRows,
  '0019-oidc-payload-id': oidcPayloadId,
  '0020-text-order-collation': textOrderCollation,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Whether the store has run exactly this release's migrations, read in two small queries. The
 * migrator would find nothing to do either, but first reads the catalog to create its tables and
 * lock: about a tenth of a second of CPU on every start of the embedded store. A store with a
 * migration this release does not know goes to the migrator, which refuses it.
 */
async function hasExactlyTheseMigrations(db: Kysely<unknown>): Promise<boolean> {
  const { rows: tables } = await sql<{ name: string | null }>`
    select to_regclass(${DEFAULT_MIGRATION_TABLE})::text as name`.execute(db);
  if (!tables[0]?.name) return false;
  const { rows: done } = await sql<{ name: string }>`
    select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const recorded = new Set(done.map((row) => row.name));
  const known = Object.keys(migrations);
  return recorded.size === known.length && known.every((name) => recorded.has(name));
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const store = db as Kysely<unknown>;
  if (await hasExactlyTheseMigrations(store)) return;
  const migrator = new Migrator({
    db: store,
    provider,
    // A store that has already run a later migration still takes one added before it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
