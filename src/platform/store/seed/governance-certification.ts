import { sql, type InsertObject, type Selectable } from 'kysely';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '../../../domain/certification.js';
import { managedUserObject } from '../../../domain/realms.js';
import { jsonb, type Db } from '../db.js';
import type { Database } from '../schema.js';
import { DEMO_USERS } from './demo-users.js';
import { catalogItemId } from './governance-catalog.js';
import type { GovernanceSeedRealm } from './governance.js';

const DAY_MS = 86_400_000;
/** Items of the campaign in progress, at most. */
const CAMPAIGN_ITEMS = 20;

type GrantRow = Selectable<Database['iga_grants']>;
type CatalogRow = Selectable<Database['iga_catalog_items']>;
type ItemRow = InsertObject<Database, 'iga_certification_items'>;

const VIEW_AND_COMMENT = { ...NO_PERMISSIONS, view: true, comment: true };

export const seedCampaignId = {
  inProgress: (realm: string) => `iga-${realm}-campaign-1`,
  signedOff: (realm: string) => `iga-${realm}-campaign-0`,
};

interface RealmData {
  grants: GrantRow[];
  catalog: Map<string, CatalogRow>;
  userNames: Map<string, string>;
}

async function realmData(trx: Db, realm: string, userIds: readonly string[]): Promise<RealmData> {
  const grants = await trx
    .selectFrom('iga_grants')
    .selectAll()
    .where('realm', '=', realm)
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
  const catalog = await trx
    .selectFrom('iga_catalog_items')
    .selectAll()
    .where('realm', '=', realm)
    .execute();
  const users = await trx
    .selectFrom('managed_objects')
    .select(['id', sql<string>`doc->>'userName'`.as('userName')])
    .where('type', '=', managedUserObject(realm))
    .where('id', 'in', userIds)
    .execute();
  return {
    grants: grants.sort((a, b) => userIds.indexOf(a.user_id) - userIds.indexOf(b.user_id)),
    catalog: new Map(catalog.map((item) => [item.id, item])),
    userNames: new Map(users.map((user) => [user.id, user.userName])),
  };
}

/** The application an access belongs to; a role shows with the user's first account. */
function applicationOf(grant: GrantRow, data: RealmData, realm: string): string {
  const item = data.catalog.get(grant.item_id);
  if (grant.grant_type === 'account') return grant.item_id;
  if (item?.application_id) return item.application_id;
  const account = data.grants.find(
    (other) => other.user_id === grant.user_id && other.grant_type === 'account',
  );
  return account?.item_id ?? catalogItemId.application(realm, 'slack');
}

function itemOf(
  realm: string,
  campaignId: string,
  demoId: string,
  data: RealmData,
  grant: GrantRow,
  index: number,
): ItemRow {
  const name = data.catalog.get(grant.item_id)?.name ?? grant.item_id;
  const supportRole = catalogItemId.role(realm, 'support');
  return {
    realm,
    id: `${campaignId}-item-${String(index + 1).padStart(2, '0')}`,
    campaign_id: campaignId,
    user_id: grant.user_id,
    application_id: applicationOf(grant, data, realm),
    grant_id: grant.id,
    account: data.userNames.get(grant.user_id) ?? grant.user_id,
    entitlement: grant.grant_type === 'entitlement' ? name : null,
    role: grant.grant_type === 'role' ? name : null,
    flags: jsonb({
      recon: grant.source === 'recon',
      requestBased: grant.source === 'request',
      roleBased: grant.grant_type === 'role' || grant.source === 'role',
      newAccess: index % 4 === 1,
      temporal: grant.expiry_date !== null || index % 6 === 5,
    }),
    reviewers: jsonb([
      { kind: 'user', id: demoId, permissions: ALL_PERMISSIONS },
      ...(index % 5 === 3
        ? [{ kind: 'role', id: supportRole, permissions: VIEW_AND_COMMENT }]
        : []),
    ]),
  };
}

async function seedRealm(trx: Db, seeded: GovernanceSeedRealm, now: Date): Promise<void> {
  const { realm } = seeded;
  const demoId = DEMO_USERS[realm].id;
  const reviewed = [...seeded.demoReportIds, seeded.approverId];
  const data = await realmData(trx, realm, reviewed);
  if (data.grants.length === 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const current = seedCampaignId.inProgress(realm);
  const previous = seedCampaignId.signedOff(realm);

  await trx
    .insertInto('iga_campaigns')
    .values([
      {
        realm,
        id: current,
        name: 'Quarterly access review',
        description: 'Review the access of your team and of the catalog owner.',
        owner_id: demoId,
        start_date: ago(10),
        duration_days: 30,
        status: 'in-progress',
      },
      {
        realm,
        id: previous,
        name: 'Annual access review',
        description: 'Last year’s review of application accounts.',
        owner_id: demoId,
        start_date: ago(200),
        duration_days: 30,
        status: 'signed-off',
        signed_off_at: ago(175),
      },
    ])
    .execute();

  const items = data.grants
    .slice(0, CAMPAIGN_ITEMS)
    .map((grant, index) => itemOf(realm, current, demoId, data, grant, index));
  const accounts = data.grants.filter((grant) => grant.grant_type === 'account').slice(0, 4);
  const history = accounts.map((grant, index) => ({
    ...itemOf(realm, previous, demoId, data, grant, index),
    grant_id: null,
    decision: index === accounts.length - 1 ? 'revoke' : 'certify',
    decided_at: ago(180),
  }));
  await trx
    .insertInto('iga_certification_items')
    .values([...items, ...history])
    .execute();
}

/**
 * Access reviews on top of the governance seed, per realm: a campaign in progress in which the
 * demo user (its owner) reviews about 20 grants of their direct reports and of the catalog's
 * approver, with every permission, and last year's signed-off campaign.
 */
export async function insertCertificationSeed(
  trx: Db,
  seeded: readonly GovernanceSeedRealm[],
  now: Date,
): Promise<void> {
  for (const realm of seeded) await seedRealm(trx, realm, now);
}
