import { z } from 'zod';
import { readConfig, writeConfig } from '../idm/config-store.js';
import type { Db } from '../store/db.js';
import { isAmAdmin, type AmAccount } from './accounts.js';

/** AM's own document of the console roles it grants, per realm and user id. */
export const ACCESS_ROLES_CONFIG_ID = 'am/delegated-roles';

/** Every user of the console holds this one. */
const SELF_SERVICE_ROLE = 'ui-self-service-user';
export const REALM_ADMIN_ROLE = 'ui-realm-admin';
const GLOBAL_ADMIN_ROLE = 'ui-global-admin';

/** The roles an administrator may grant through AM. */
export const GRANTABLE_ACCESS_ROLES = [REALM_ADMIN_ROLE, GLOBAL_ADMIN_ROLE] as const;

const grantedSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(z.enum(GRANTABLE_ACCESS_ROLES))),
);
type Granted = z.infer<typeof grantedSchema>;

async function readGranted(db: Db): Promise<{ granted: Granted; rev: number | undefined }> {
  const row = await readConfig(db, ACCESS_ROLES_CONFIG_ID);
  const parsed = grantedSchema.safeParse(row?.doc ?? {});
  return { granted: parsed.success ? parsed.data : {}, rev: row?.rev };
}

/** The console roles AM gives the account: `amadmin` holds them all. */
export async function accessRolesOf(db: Db, account: AmAccount): Promise<string[]> {
  if (isAmAdmin(account.realm, account.userId)) {
    return [SELF_SERVICE_ROLE, GLOBAL_ADMIN_ROLE, REALM_ADMIN_ROLE];
  }
  const { granted } = await readGranted(db);
  return [SELF_SERVICE_ROLE, ...(granted[account.realm]?.[account.userId] ?? [])];
}

/** Replaces the roles granted to the account; false when another write came first. */
export async function grantAccessRoles(
  db: Db,
  account: AmAccount,
  roles: readonly (typeof GRANTABLE_ACCESS_ROLES)[number][],
): Promise<boolean> {
  const { granted, rev } = await readGranted(db);
  const realm = { ...granted[account.realm], [account.userId]: [...new Set(roles)] };
  if (roles.length === 0) delete realm[account.userId];
  const row = await writeConfig(
    db,
    ACCESS_ROLES_CONFIG_ID,
    { ...granted, [account.realm]: realm },
    rev,
  );
  return row !== undefined;
}
