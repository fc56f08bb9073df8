import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrivilege } from '../../../src/domain/validation/check-privilege.js';
import type { PlatformConfig } from '../../../src/platform/config.js';
import { loadObjectSchema } from '../../../src/platform/idm/managed-config.js';
import type { Db } from '../../../src/platform/store/db.js';
import { verifyPassword } from '../../../src/platform/store/passwords.js';
import {
  HELP_DESK_PRIVILEGE,
  HELP_DESK_USER,
  REALM_ADMINS,
} from '../../../src/platform/store/seed/privileges.js';
import { seededStore } from '../seed/seed-test-store.js';

let db: Db;
let config: PlatformConfig;
beforeAll(async () => {
  ({ db, config } = await seededStore());
}, 60_000);
afterAll(() => db.destroy());

const passwordHash = async (realm: string, userId: string) =>
  (
    await db
      .selectFrom('credentials')
      .select('password_hash')
      .where('realm', '=', realm)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('the delegated administration seed', () => {
  it('gives the Help desk a privilege that passes every shared privilege rule', async () => {
    const schema = await loadObjectSchema(db, 'alpha_user');
    expect(schema).toBeDefined();
    expect(
      checkPrivilege(HELP_DESK_PRIVILEGE, {
        required: schema!.required ?? [],
        properties: schema!.properties,
      }),
    ).toEqual([]);
    for (const { attribute } of HELP_DESK_PRIVILEGE.accessFlags) {
      expect(schema!.properties).toHaveProperty(attribute);
    }
  });

  it('seeds a realm administrator per realm with its own password, and the alpha help desk', async () => {
    const objects = { root: 'user', alpha: 'alpha_user', bravo: 'bravo_user' } as const;
    for (const realm of ['root', 'alpha', 'bravo'] as const) {
      const row = await db
        .selectFrom('managed_objects')
        .select('doc')
        .where('type', '=', objects[realm])
        .where('id', '=', REALM_ADMINS[realm].id)
        .executeTakeFirstOrThrow();
      expect(row.doc).toMatchObject({
        userName: 'realmadmin',
        accountStatus: 'active',
        authzRoles: [{ _ref: 'internal/role/openidm-admin' }],
      });
      const hash = await passwordHash(realm, REALM_ADMINS[realm].id);
      expect(await verifyPassword(config.REALMADMIN_PASSWORD, hash)).toBe(true);
      expect(await verifyPassword(config.DEMO_PASSWORD, hash)).toBe(false);
    }
    const helpDesk = await passwordHash('alpha', HELP_DESK_USER.id);
    expect(await verifyPassword(config.DEMO_PASSWORD, helpDesk)).toBe(true);
  });
});
