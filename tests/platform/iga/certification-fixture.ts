import { sql } from 'kysely';
import { IGA_SCOPE } from '../../../src/domain/governance/governance-feature.js';
import { managedUserObject } from '../../../src/domain/realms.js';
import { jsonb, type Db } from '../../../src/platform/store/db.js';
import { startPlatform, type RunningPlatform } from '../../support/platform.js';
import { accessTokenFor } from '../../support/tokens.js';

const PASSWORD = 'Demo!Passw0rd';
export const CERTIFICATION_BASE = '/iga/governance/certification';

export const ALL = { view: true, comment: true, decide: true, forward: true, signOff: true };
export const VIEW_ONLY = {
  view: true,
  comment: false,
  decide: false,
  forward: false,
  signOff: false,
};

export interface Person {
  id: string;
  userName: string;
}

/** An item's reviewer entry for this user, with every permission unless told. */
export const userReviewer = (person: Person, permissions = ALL) => ({
  kind: 'user' as const,
  id: person.id,
  permissions,
});

export interface CertificationFixture {
  platform: RunningPlatform;
  db: Db;
  /** Active users of alpha, other than demo, by user name. */
  alpha: Person[];
  bravo: Person[];
  call(
    realm: string,
    who: Person,
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: unknown; ifMatch?: string },
  ): Promise<{ status: number; body: Record<string, unknown>; etag: string | undefined }>;
  close(): Promise<void>;
}

async function activeUsers(db: Db, realm: string): Promise<Person[]> {
  const rows = await db
    .selectFrom('managed_objects')
    .select(['id', sql<string>`doc->>'userName'`.as('userName')])
    .where('type', '=', managedUserObject(realm))
    .where(sql<string>`doc->>'accountStatus'`, '=', 'active')
    .where(sql<string>`doc->>'userName'`, '!=', 'demo')
    .orderBy(sql`doc->>'userName'`)
    .execute();
  return rows;
}

export async function startCertification(): Promise<CertificationFixture> {
  const platform = await startPlatform({ SEED_USERS_PER_REALM: '8' });
  const stack = { url: platform.config.GATEWAY_PUBLIC_URL, platform };
  const tokens = new Map<string, Promise<string>>();
  const token = (realm: string, { userName }: Person) => {
    const key = `${realm} ${userName}`;
    if (!tokens.has(key)) {
      tokens.set(
        key,
        accessTokenFor(
          stack,
          { realm, username: userName, password: PASSWORD },
          `openid profile ${IGA_SCOPE}`,
        ),
      );
    }
    return tokens.get(key)!;
  };
  return {
    platform,
    db: platform.db,
    alpha: await activeUsers(platform.db, 'alpha'),
    bravo: await activeUsers(platform.db, 'bravo'),
    async call(realm, who, method, url, { body, ifMatch } = {}) {
      const response = await platform.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${await token(realm, who)}`,
          ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
        },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const etag = response.headers.etag;
      return {
        status: response.statusCode,
        body: response.json<Record<string, unknown>>(),
        etag: typeof etag === 'string' ? etag : undefined,
      };
    },
    close: () => platform.close(),
  };
}

export interface TestItem {
  id: string;
  userId: string;
  grantId?: string | null;
  decision?: string | null;
  deferredUntil?: Date | null;
  reviewers: { kind: 'user' | 'role'; id: string; permissions: typeof ALL }[];
}

/** A campaign of the test's own, with its catalog entries and grants, straight into the store. */
export async function insertCampaign(
  db: Db,
  {
    realm,
    id,
    ownerId,
    startDate = new Date(Date.now() - 86_400_000),
    durationDays = 30,
    items,
  }: {
    realm: string;
    id: string;
    ownerId: string;
    startDate?: Date;
    durationDays?: number;
    items: TestItem[];
  },
): Promise<void> {
  await db
    .insertInto('iga_catalog_items')
    .values({ realm, id: `${id}-app`, type: 'application', name: `${id} application` })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('iga_campaigns')
    .values({
      realm,
      id,
      name: `Campaign ${id}`,
      description: 'A test campaign',
      owner_id: ownerId,
      start_date: startDate,
      duration_days: durationDays,
      status: 'in-progress',
    })
    .execute();
  for (const item of items) {
    await db
      .insertInto('iga_certification_items')
      .values({
        realm,
        id: item.id,
        campaign_id: id,
        user_id: item.userId,
        application_id: `${id}-app`,
        grant_id: item.grantId ?? null,
        account: `account-${item.id}`,
        entitlement: null,
        role: null,
        flags: jsonb({ recon: true }),
        decision: item.decision ?? null,
        deferred_until: item.deferredUntil ?? null,
        reviewers: jsonb(item.reviewers),
      })
      .execute();
  }
}

/** A grant of the test's own; returns its id. */
export async function insertGrant(
  db: Db,
  realm: string,
  {
    id,
    userId,
    itemId,
    grantType,
  }: { id: string; userId: string; itemId: string; grantType: string },
): Promise<string> {
  await db
    .insertInto('iga_grants')
    .values({ realm, id, user_id: userId, item_id: itemId, grant_type: grantType, source: 'recon' })
    .execute();
  return id;
}
