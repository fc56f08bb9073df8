import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedApplicationObject } from '../../../src/platform/idm/managed-applications.js';
import type { Db } from '../../../src/platform/store/db.js';
import { applicationsSeed } from '../../../src/platform/store/seed/applications.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { createRandom } from '../../../src/platform/store/seed/prng.js';
import { sharingSeed } from '../../../src/platform/store/seed/sharing.js';
import { generateRealmUsers } from '../../../src/platform/store/seed/users.js';
import { seededStore } from '../seed/seed-test-store.js';

const REALMS = ['root', 'alpha', 'bravo'] as const;

function realmUsers(seed: number) {
  const random = createRandom(seed);
  return REALMS.map((realm) => ({
    realm,
    users: generateRealmUsers(random, realm, realm === 'root' ? 'user' : `${realm}_user`, 25),
  }));
}

describe('sharing seed', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('is the same for the same seed', () => {
    const first = sharingSeed(createRandom(9), realmUsers(1), now);
    const second = sharingSeed(createRandom(9), realmUsers(1), now);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives each demo user three resource sets, one shared, one requested, and one shared with them', () => {
    const realms = realmUsers(1);
    const seed = sharingSeed(createRandom(9), realms, now);
    const sets = seed.resourceSets as unknown as { id: string; owner_id: string; name: string }[];
    const permissions = seed.permissions as unknown as {
      resource_id: string;
      subject_id: string;
    }[];
    const requests = seed.requests as unknown as { resource_id: string; requester_id: string }[];
    for (const { realm, users } of realms) {
      const demoId = DEMO_USERS[realm].id;
      const owned = sets.filter((set) => set.owner_id === demoId);
      expect(owned.map((set) => set.name)).toEqual([
        'Holiday photos',
        'Medical records',
        'Family calendar',
      ]);
      const ownedIds = owned.map((set) => set.id);
      const active = new Set(
        users.filter((user) => user.doc.accountStatus === 'active').map((user) => user.id),
      );
      const shares = permissions.filter((row) => ownedIds.includes(row.resource_id));
      expect(shares).toHaveLength(1);
      expect(active.has(shares[0]!.subject_id)).toBe(true);
      const asked = requests.filter((row) => ownedIds.includes(row.resource_id));
      expect(asked).toHaveLength(1);
      expect(active.has(asked[0]!.requester_id)).toBe(true);
      expect(asked[0]!.requester_id).not.toBe(shares[0]!.subject_id);
      expect(permissions.filter((row) => row.subject_id === demoId)).toHaveLength(1);
    }
  });
});

describe('applications seed', () => {
  it('makes each demo user a member of four of five applications of the realm', () => {
    const rows = applicationsSeed(realmUsers(1));
    expect(rows).toHaveLength(15);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(REALMS.map(managedApplicationObject)),
    );
  });
});

describe('seeded store', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await seededStore());
  }, 60_000);
  afterAll(() => db.destroy());

  it('holds the sharing data and the applications', async () => {
    expect(await db.selectFrom('am_resource_sets').select('id').execute()).toHaveLength(12);
    expect(await db.selectFrom('am_sharing_requests').select('id').execute()).toHaveLength(3);
    const applications = await db
      .selectFrom('managed_objects')
      .select(['id', 'doc'])
      .where('type', '=', 'alpha_application')
      .orderBy('id')
      .execute();
    expect(applications.map((row) => row.doc.name)).toEqual([
      'Expenses',
      'Finance Ledger',
      'HR Portal',
      'Corporate Mail',
      'Team Wiki',
    ]);
    const demoRef = `managed/alpha_user/${DEMO_USERS.alpha.id}`;
    const ofDemo = applications.filter((row) =>
      (row.doc.members as { _ref: string }[]).some((member) => member._ref === demoRef),
    );
    expect(ofDemo).toHaveLength(4);
  });
});
