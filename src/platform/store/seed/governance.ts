import { sql, type InsertObject } from 'kysely';
import { jsonb, type Db } from '../db.js';
import type { Database } from '../schema.js';
import { DEMO_USERS } from './demo-users.js';
import {
  catalogItemId,
  DEMO_OWNED_ITEMS,
  GOVERNANCE_APPLICATIONS,
  GOVERNANCE_ROLES,
  MANAGER_APPROVED_ITEMS,
} from './governance-catalog.js';
import { approverUser, isGovernanceRealm, type GovernanceRealm } from './governance-people.js';
import { heldAccess, type SeededGrant } from './governance-seed-grants.js';
import { requestRows } from './governance-seed-requests.js';
import type { SeedUser } from './users.js';

const DAY_MS = 86_400_000;
/** How many generated users report to the demo user, at most. */
const DEMO_REPORTS = 4;

interface RealmUsers {
  realm: string;
  object: string;
  users: readonly SeedUser[];
}

/** What the governance seed made in one realm. */
export interface GovernanceSeedRealm {
  realm: GovernanceRealm;
  approverId: string;
  /** The generated users whose manager is now the demo user. */
  demoReportIds: string[];
  grants: SeededGrant[];
}

type CatalogRow = InsertObject<Database, 'iga_catalog_items'>;

function catalogRows(realm: string, demoId: string, approverId: string): CatalogRow[] {
  const rows: CatalogRow[] = [];
  for (const app of GOVERNANCE_APPLICATIONS) {
    const appId = catalogItemId.application(realm, app.key);
    rows.push({
      realm,
      id: appId,
      type: 'application',
      name: app.name,
      description: app.description,
      owner_id: app.key === DEMO_OWNED_ITEMS.application ? demoId : approverId,
      application_id: null,
      approved_by: 'owner',
    });
    for (const entitlement of app.entitlements) {
      const is = (item: { app: string; key: string }) =>
        item.app === app.key && item.key === entitlement.key;
      rows.push({
        realm,
        id: catalogItemId.entitlement(realm, app.key, entitlement.key),
        type: 'entitlement',
        name: entitlement.name,
        description: entitlement.description,
        owner_id: is(DEMO_OWNED_ITEMS.entitlement) ? demoId : approverId,
        application_id: appId,
        approved_by: is(MANAGER_APPROVED_ITEMS.entitlement) ? 'manager' : 'owner',
      });
    }
  }
  for (const role of GOVERNANCE_ROLES) {
    rows.push({
      realm,
      id: catalogItemId.role(realm, role.key),
      type: 'role',
      name: role.name,
      description: role.description,
      owner_id: approverId,
      application_id: null,
      approved_by: role.key === MANAGER_APPROVED_ITEMS.role ? 'manager' : 'owner',
    });
  }
  return rows;
}

/**
 * Up to four active generated users who manage no one and are not above the demo user: they
 * get the demo user as manager. The last ones are taken, as other seeds use the first.
 */
function pickDemoReports(users: readonly SeedUser[], demoId: string): SeedUser[] {
  const refOf = (user: SeedUser) => (user.doc.manager as { _ref?: string } | undefined)?._ref;
  const managerIds = new Set(users.map((user) => refOf(user)?.split('/').pop()));
  const demo = users.find((user) => user.id === demoId);
  const demoManagerId = demo ? refOf(demo)?.split('/').pop() : undefined;
  return users
    .filter(
      (user) =>
        user.id !== demoId &&
        user.id !== demoManagerId &&
        !managerIds.has(user.id) &&
        user.doc.accountStatus === 'active',
    )
    .slice(-DEMO_REPORTS);
}

async function seedRealm(
  trx: Db,
  { realm, object, users }: RealmUsers & { realm: GovernanceRealm },
  passwordHash: string,
  now: Date,
): Promise<GovernanceSeedRealm> {
  const demoId = DEMO_USERS[realm].id;
  const approver = approverUser(realm, object, users);
  await trx
    .insertInto('managed_objects')
    .values({ type: object, id: approver.id, doc: jsonb(approver.doc) })
    .execute();
  await trx
    .insertInto('credentials')
    .values({ realm, user_id: approver.id, password_hash: passwordHash })
    .execute();

  const reports = pickDemoReports(users, demoId);
  const reportIds = reports.map((user) => user.id);
  if (reportIds.length > 0) {
    await trx
      .updateTable('managed_objects')
      .set({
        doc: sql`jsonb_set(doc, '{manager}', ${jsonb({ _ref: `managed/${object}/${demoId}` })})`,
      })
      .where('type', '=', object)
      .where('id', 'in', reportIds)
      .execute();
  }

  await trx
    .insertInto('iga_catalog_items')
    .values(catalogRows(realm, demoId, approver.id))
    .execute();
  const grants = heldAccess(realm, demoId, reportIds, approver.id);
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await trx
    .insertInto('iga_grants')
    .values(
      grants.map((grant, index) => ({
        realm,
        id: grant.id,
        user_id: grant.userId,
        item_id: grant.itemId,
        grant_type: grant.grantType,
        granted_at: daysFromNow(-30 - index),
        expiry_date: grant.expiresInDays === undefined ? null : daysFromNow(grant.expiresInDays),
        source: grant.source,
        request_id: grant.requestId ?? null,
      })),
    )
    .execute();

  const others = users.filter(
    (user) =>
      user.id !== demoId && user.doc.accountStatus === 'active' && !reportIds.includes(user.id),
  );
  const [first = approver.id, second = approver.id] = [
    ...reportIds,
    ...others.map((user) => user.id),
  ];
  await trx
    .insertInto('iga_requests')
    .values(requestRows(realm, demoId, approver.id, [first, second], now))
    .execute();

  return {
    realm,
    approverId: approver.id,
    demoReportIds: reportIds,
    grants: grants.map(({ id, userId, itemId, grantType }) => ({ id, userId, itemId, grantType })),
  };
}

/**
 * The governance service's first data in every realm the demo user signs in to (root, alpha, bravo): a catalog of ten applications with
 * their entitlements and five roles, the `approver` user who owns most of it, direct reports
 * of the demo user, grants of every type, and requests both waiting on and made by the demo user.
 */
export async function insertGovernanceSeed(
  trx: Db,
  realms: readonly RealmUsers[],
  passwordHash: string,
  now: Date,
): Promise<GovernanceSeedRealm[]> {
  const seeded: GovernanceSeedRealm[] = [];
  for (const realmUsers of realms) {
    const { realm } = realmUsers;
    if (isGovernanceRealm(realm))
      seeded.push(await seedRealm(trx, { ...realmUsers, realm }, passwordHash, now));
  }
  return seeded;
}
