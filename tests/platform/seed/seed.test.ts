import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/store/db.js';
import type { PlatformConfig } from '../../../src/platform/config.js';
import { verifyPassword } from '../../../src/platform/store/passwords.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { GOVERNANCE_SEED_PEOPLE } from '../../../src/platform/store/seed/governance-people.js';
import { seedIfEmpty } from '../../../src/platform/store/seed/seed.js';
import { seededStore, usersOf } from './seed-test-store.js';

const OBJECTS = { root: 'user', alpha: 'alpha_user', bravo: 'bravo_user' } as const;

let db: Db;
let config: PlatformConfig;
beforeAll(async () => {
  ({ db, config } = await seededStore());
}, 60_000);
afterAll(() => db.destroy());

type Doc = Record<string, unknown> & { manager?: { _ref: string } };

describe('seedIfEmpty', () => {
  it('seeds the realms', async () => {
    const realms = await db
      .selectFrom('realms')
      .select(['name', 'active'])
      .orderBy('name')
      .execute();
    expect(realms).toEqual([
      { name: 'alpha', active: true },
      { name: 'bravo', active: true },
      { name: 'root', active: true },
    ]);
  });

  it('seeds the configuration objects', async () => {
    const ids = (await db.selectFrom('config_objects').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    expect(ids).toEqual([
      'am/delegated-roles',
      'managed',
      'provisioner.openicf/ldap',
      'selfservice.kba',
      'sync',
      'ui/configuration',
      'ui/features',
      'ui/systemnotification',
      'ui/tenant',
      'ui/themerealm',
      'uilocale/de',
      'uilocale/fr',
    ]);
    const managed = await db
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'managed')
      .executeTakeFirstOrThrow();
    const objects = managed.doc.objects as {
      name: string;
      schema: { required: string[]; properties: Record<string, { viewable: boolean }> };
    }[];
    expect(objects.map((object) => object.name)).toEqual(['user', 'alpha_user', 'bravo_user']);
    for (const { schema } of objects) {
      expect(schema.required).toEqual(['userName', 'givenName', 'sn', 'mail']);
      expect(schema.properties.password?.viewable).toBe(false);
    }
  });

  it.each(Object.entries(OBJECTS))(
    'seeds the users of %s with the demo user',
    async (realm, object) => {
      const users = (await usersOf(db)).filter((user) => user.type === object);
      const people = users.filter((user) => user.doc.authzRoles === undefined);
      const governancePeople = Object.values(
        GOVERNANCE_SEED_PEOPLE[realm as keyof typeof GOVERNANCE_SEED_PEOPLE] ?? {},
      );
      expect(people).toHaveLength(config.SEED_USERS_PER_REALM + 1 + governancePeople.length);
      const demo = users.find((user) => user.doc.userName === 'demo');
      const expected = DEMO_USERS[realm as keyof typeof DEMO_USERS];
      expect(demo).toMatchObject({
        id: expected.id,
        rev: 1,
        doc: {
          givenName: 'Demo',
          sn: expected.sn,
          mail: `demo@${realm}.example.com`,
          accountStatus: 'active',
        },
      });
      const userNames = users.map((user) => String(user.doc.userName));
      expect(new Set(userNames).size).toBe(users.length);
      for (const { doc } of users) {
        const text = ['givenName', 'sn', 'telephoneNumber', 'city', 'country', 'postalCode'];
        for (const key of [...text, 'postalAddress', 'description', 'company', 'stateProvince']) {
          expect(typeof doc[key], key).toBe('string');
        }
        expect(doc.userName).toMatch(/^[a-z0-9.]+$/);
        expect(doc.mail).toBe(`${String(doc.userName)}@${realm}.example.com`);
        expect(doc.telephoneNumber).toMatch(/^\+\d[\d -]+$/);
        expect(['active', 'inactive', 'blocked']).toContain(doc.accountStatus);
        const preferences = doc.preferences as Record<string, unknown>;
        expect([typeof preferences.updates, typeof preferences.marketing]).toEqual([
          'boolean',
          'boolean',
        ]);
        expect(doc).not.toHaveProperty('password');
      }
      const active = users.filter((user) => user.doc.accountStatus === 'active').length;
      expect(active / users.length).toBeGreaterThan(0.75);
    },
  );

  it.each(Object.values(OBJECTS))('builds a manager hierarchy in %s', async (object) => {
    const users = (await usersOf(db)).filter((user) => user.type === object);
    const byId = new Map(users.map((user) => [user.id, user.doc as Doc]));
    const heads = users.filter((user) => !(user.doc as Doc).manager);
    expect(heads).toHaveLength(1);
    const managerIds = new Set<string>();
    for (const user of users) {
      const ref = (user.doc as Doc).manager?._ref;
      if (!ref) continue;
      expect(ref).toMatch(new RegExp(`^managed/${object}/`));
      const managerId = ref.split('/')[2]!;
      expect(byId.has(managerId)).toBe(true);
      managerIds.add(managerId);
    }
    expect(managerIds.size).toBeGreaterThanOrEqual(2);
    for (const id of byId.keys()) {
      const chain = new Set<string>();
      for (let current: string | undefined = id; current;) {
        expect(chain.has(current)).toBe(false);
        chain.add(current);
        current = byId.get(current)?.manager?._ref.split('/')[2];
      }
    }
  });

  it('gives every user the demo password, and amadmin the administrator password', async () => {
    const credentials = await db
      .selectFrom('credentials')
      .select(['realm', 'user_id', 'password_hash'])
      .execute();
    const users = await usersOf(db);
    expect(credentials).toHaveLength(users.length + 1);
    const realmOf = (type: string) => (type === 'user' ? 'root' : type.replace(/_user$/, ''));
    const keys = new Set(credentials.map((row) => `${row.realm}/${row.user_id}`));
    for (const user of users) expect(keys.has(`${realmOf(user.type)}/${user.id}`)).toBe(true);
    const demo = credentials.find((row) => row.user_id === DEMO_USERS.alpha.id)!;
    expect(demo.realm).toBe('alpha');
    expect(await verifyPassword(config.DEMO_PASSWORD, demo.password_hash)).toBe(true);
    const admin = credentials.find((row) => row.user_id === 'amadmin')!;
    expect(admin.realm).toBe('root');
    expect(await verifyPassword(config.AMADMIN_PASSWORD, admin.password_hash)).toBe(true);
    expect(await verifyPassword(config.DEMO_PASSWORD, admin.password_hash)).toBe(false);
  });

  it('does nothing when the store already has realms', async () => {
    const before = await usersOf(db);
    await seedIfEmpty(db, { ...config, SEED_RANDOM_SEED: 1 });
    expect(await usersOf(db)).toEqual(before);
  });
});

describe('seed determinism', () => {
  it('gives identical users and configuration for the same seed, and others for another seed', async () => {
    const same = await seededStore();
    const other = await seededStore({ SEED_RANDOM_SEED: '7' });
    try {
      expect(await usersOf(same.db)).toEqual(await usersOf(db));
      const config = (store: Db) =>
        store.selectFrom('config_objects').select(['id', 'doc']).orderBy('id').execute();
      expect(await config(same.db)).toEqual(await config(db));
      const otherUsers = await usersOf(other.db);
      expect(otherUsers.map((user) => user.id)).not.toEqual(
        (await usersOf(db)).map((user) => user.id),
      );
      expect(
        otherUsers
          .filter((user) => user.doc.userName === 'demo')
          .map((user) => user.id)
          .sort(),
      ).toEqual(
        Object.values(DEMO_USERS)
          .map((user) => user.id)
          .sort(),
      );
    } finally {
      await same.db.destroy();
      await other.db.destroy();
    }
  }, 60_000);
});
