import { AM_ADMIN_USERNAME } from '../../../domain/user.js';
import { managedUserObject } from '../../../domain/realms.js';
import type { PlatformConfig } from '../../config.js';
import { jsonb, type Db } from '../db.js';
import { hashPassword } from '../passwords.js';
import { insertApplicationsSeed } from './applications.js';
import { accountSecuritySeed } from './account-security.js';
import { insertAutoAccessSeed } from './autoaccess.js';
import { insertGovernanceSeed } from './governance.js';
import { insertCertificationSeed } from './governance-certification.js';
import { seedConsentMappings } from './consent.js';
import { seedCustomEndpoints } from './custom-endpoints.js';
import { seedKba } from './kba.js';
import { managedConfig } from './managed-schemas.js';
import { createRandom } from './prng.js';
import { connectorConfigObjects } from './provisioner.js';
import { insertDelegatedAdministrationSeed } from './privileges.js';
import { insertSharingSeed } from './sharing.js';
import { themeRealmConfig } from './themes.js';
import { DEFAULT_TENANT_INFO, TENANT_CONFIG_ID } from '../../idm/tenant-info.js';
import { uiConfiguration, uiFeatures, uiLocales } from './ui-config.js';
import { generateRealmUsers } from './users.js';
import { seedSocialSignIn } from './social.js';

const REALMS = ['root', 'alpha', 'bravo'] as const;
const INSERT_BATCH = 200;
/** Account security data draws from its own generator, so it never shifts the users. */
const ACCOUNT_SECURITY_SEED_OFFSET = 5;
const AUTO_ACCESS_SEED_OFFSET = 11;

/** Seeds realms, configuration, users and credentials into an empty store, in one transaction. */
export async function seedIfEmpty(db: Db, config: PlatformConfig): Promise<void> {
  if (!(await realmsAreEmpty(db))) return;
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(config.DEMO_PASSWORD),
    hashPassword(config.AMADMIN_PASSWORD),
  ]);
  const random = createRandom(config.SEED_RANDOM_SEED);
  const configObjects: Record<string, object> = {
    managed: managedConfig(REALMS),
    'ui/configuration': uiConfiguration,
    'ui/features': uiFeatures,
    [TENANT_CONFIG_ID]: DEFAULT_TENANT_INFO,
    'ui/themerealm': themeRealmConfig(random),
    ...connectorConfigObjects(),
    ...Object.fromEntries(
      Object.entries(uiLocales).map(([locale, doc]) => [`uilocale/${locale}`, doc]),
    ),
  };
  const users = REALMS.map((realm) => {
    const object = managedUserObject(realm);
    return {
      realm,
      object,
      users: generateRealmUsers(random, realm, object, config.SEED_USERS_PER_REALM),
    };
  });

  const accountSecurity = accountSecuritySeed(
    createRandom(config.SEED_RANDOM_SEED + ACCOUNT_SECURITY_SEED_OFFSET),
    new Date(),
  );

  await db.transaction().execute(async (trx) => {
    if (!(await realmsAreEmpty(trx))) return;
    await trx
      .insertInto('realms')
      .values(REALMS.map((name) => ({ name, aliases: jsonb([]) })))
      .execute();
    await trx
      .insertInto('config_objects')
      .values(Object.entries(configObjects).map(([id, doc]) => ({ id, doc: jsonb(doc) })))
      .execute();
    await seedKba(trx);
    await seedConsentMappings(trx, REALMS);
    await seedCustomEndpoints(trx, REALMS);
    for (const { realm, object, users: realmUsers } of users) {
      for (let start = 0; start < realmUsers.length; start += INSERT_BATCH) {
        const batch = realmUsers.slice(start, start + INSERT_BATCH);
        await trx
          .insertInto('managed_objects')
          .values(batch.map(({ id, doc }) => ({ type: object, id, doc: jsonb(doc) })))
          .execute();
        await trx
          .insertInto('credentials')
          .values(batch.map(({ id }) => ({ realm, user_id: id, password_hash: demoHash })))
          .execute();
      }
    }
    await trx
      .insertInto('credentials')
      .values({ realm: 'root', user_id: AM_ADMIN_USERNAME, password_hash: adminHash })
      .execute();
    await trx.insertInto('am_auth_devices').values(accountSecurity.authDevices).execute();
    await trx.insertInto('am_device_profiles').values(accountSecurity.deviceProfiles).execute();
    await trx.insertInto('am_auth_events').values(accountSecurity.authEvents).execute();
    await trx.insertInto('oidc_payloads').values(accountSecurity.grants).execute();
    await insertDelegatedAdministrationSeed(trx, config, users);
    await seedSocialSignIn(trx, REALMS);
    await insertSharingSeed(trx, config.SEED_RANDOM_SEED, users);
    await insertApplicationsSeed(trx, users);
    await insertAutoAccessSeed(
      trx,
      createRandom(config.SEED_RANDOM_SEED + AUTO_ACCESS_SEED_OFFSET),
      new Date(),
    );
    const governance = await insertGovernanceSeed(trx, users, demoHash, new Date());
    await insertCertificationSeed(trx, governance, new Date());
  });
}

async function realmsAreEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('realms').select('name').limit(1).executeTakeFirst();
  return row === undefined;
}
