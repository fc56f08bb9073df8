import type { Privilege } from '../../../domain/validation/privilege.js';
import type { PlatformConfig } from '../../config.js';
import { ACCESS_ROLES_CONFIG_ID, REALM_ADMIN_ROLE } from '../../am/access-roles.js';
import {
  DATA_ANALYST_ROLE,
  FRAUD_ANALYST_ROLE,
} from '../../../domain/autoaccess/risk-analyst-roles.js';
import { INTERNAL_ROLE_COMPONENT, internalRoleIds } from '../../idm/privileges/authz-roles.js';
import type { InternalRole } from '../../idm/privileges/internal-roles-store.js';
import { jsonb, type Db } from '../db.js';
import { hashPassword } from '../passwords.js';
import { demoUserAddress } from './demo-users.js';
import type { SeedUser } from './users.js';

const REALM_ADMIN_USER_NAME = 'realmadmin';
const HELP_DESK_USER_NAME = 'helpdesk';

/** Each realm's administrator: a managed user holding `internal/role/openidm-admin`. */
export const REALM_ADMINS = {
  root: { id: 'ad300000-0000-4000-8000-000000000001' },
  alpha: { id: 'ad300000-0000-4000-8000-0000000a1fa0' },
  bravo: { id: 'ad300000-0000-4000-8000-0000000b4a70' },
} as const;

/** The alpha realm's delegated administrator, holding the Help desk role. */
export const HELP_DESK_USER = {
  realm: 'alpha',
  id: '4e1d0000-0000-4000-8000-0000000a1fa0',
} as const;

export const HELP_DESK_ROLE_ID = 'e1d0de5c-0000-4000-8000-0000000a1fa0';

const [FRAUD_ANALYST_ROLE_ID, DATA_ANALYST_ROLE_ID] = internalRoleIds([
  FRAUD_ANALYST_ROLE,
  DATA_ANALYST_ROLE,
]) as [string, string];

/** The alpha realm's auto-access analysts (the demo password), each holding one analyst role. */
const ANALYSTS = [
  {
    id: 'f4a0d000-0000-4000-8000-0000000a1fa0',
    userName: 'fraudanalyst',
    givenName: 'Fraud',
    sn: 'Analyst',
    description: 'Reads the scored sign-ins of the alpha realm',
    role: FRAUD_ANALYST_ROLE_ID,
  },
  {
    id: 'da7a0000-0000-4000-8000-0000000a1fa0',
    userName: 'dataanalyst',
    givenName: 'Data',
    sn: 'Analyst',
    description: 'Administers the auto-access data and models of the alpha realm',
    role: DATA_ANALYST_ROLE_ID,
  },
] as const;

/**
 * Help desk staff view active alpha users who hold no authorization role, and update their names,
 * email address and telephone number; username, status, city and country are read-only to them.
 */
export const HELP_DESK_PRIVILEGE: Privilege = {
  name: 'Alpha realm - Users',
  path: 'managed/alpha_user',
  permissions: ['VIEW', 'UPDATE'],
  actions: [],
  filter: '/accountStatus eq "active" and !(/authzRoles pr)',
  accessFlags: [
    { attribute: 'userName', readOnly: true },
    { attribute: 'givenName', readOnly: false },
    { attribute: 'sn', readOnly: false },
    { attribute: 'mail', readOnly: false },
    { attribute: 'accountStatus', readOnly: true },
    { attribute: 'telephoneNumber', readOnly: false },
    { attribute: 'city', readOnly: true },
    { attribute: 'country', readOnly: true },
  ],
};

const INTERNAL_ROLES: Record<string, InternalRole> = {
  'openidm-admin': { name: 'openidm-admin', description: 'Administrative access', privileges: [] },
  'openidm-authorized': {
    name: 'openidm-authorized',
    description: 'Basic minimum user',
    privileges: [],
  },
  [FRAUD_ANALYST_ROLE_ID]: {
    name: FRAUD_ANALYST_ROLE_ID,
    description: 'Reads the risk dashboard and the scored sign-ins',
    privileges: [],
  },
  [DATA_ANALYST_ROLE_ID]: {
    name: DATA_ANALYST_ROLE_ID,
    description: 'Administers auto access: data sources, pipelines, the risk configuration',
    privileges: [],
  },
  [HELP_DESK_ROLE_ID]: {
    name: 'Help desk',
    description: 'Updates the contact details of active alpha users',
    privileges: [HELP_DESK_PRIVILEGE],
  },
};

interface RealmUsers {
  realm: keyof typeof REALM_ADMINS;
  object: string;
  users: readonly SeedUser[];
}

function staffDoc(
  { realm, object, users }: RealmUsers,
  person: { userName: string; givenName: string; sn: string; description: string; role: string },
) {
  const head = users.find((user) => user.doc.manager === undefined);
  const address = demoUserAddress(realm, users);
  return {
    userName: person.userName,
    givenName: person.givenName,
    sn: person.sn,
    mail: `${person.userName}@${realm}.example.com`,
    ...address,
    description: person.description,
    accountStatus: 'active',
    preferences: { updates: false, marketing: false },
    aliasList: [],
    consentedMappings: [],
    profileImage: null,
    ...(head ? { manager: { _ref: `managed/${object}/${head.id}` } } : {}),
    authzRoles: [{ _ref: `${INTERNAL_ROLE_COMPONENT}/${person.role}` }],
  };
}

/**
 * Internal roles, each realm's administrator `realmadmin` (password REALMADMIN_PASSWORD, with AM's
 * `ui-realm-admin`), and alpha's help desk `helpdesk` and analysts `fraudanalyst` and
 * `dataanalyst` (the demo password), whose roles are stored on their user objects.
 */
export async function insertDelegatedAdministrationSeed(
  trx: Db,
  config: PlatformConfig,
  realms: readonly RealmUsers[],
): Promise<void> {
  const [adminHash, demoPasswordHash] = await Promise.all([
    hashPassword(config.REALMADMIN_PASSWORD),
    hashPassword(config.DEMO_PASSWORD),
  ]);
  await trx
    .insertInto('internal_roles')
    .values(Object.entries(INTERNAL_ROLES).map(([id, doc]) => ({ id, doc: jsonb(doc) })))
    .execute();
  const accessRoles = Object.fromEntries(
    realms.map(({ realm }) => [realm, { [REALM_ADMINS[realm].id]: [REALM_ADMIN_ROLE] }]),
  );
  await trx
    .insertInto('config_objects')
    .values({ id: ACCESS_ROLES_CONFIG_ID, doc: jsonb(accessRoles) })
    .execute();
  for (const realmUsers of realms) {
    const { realm, object } = realmUsers;
    const staff = [
      {
        id: REALM_ADMINS[realm].id,
        hash: adminHash,
        doc: staffDoc(realmUsers, {
          userName: REALM_ADMIN_USER_NAME,
          givenName: 'Identity',
          sn: 'Administrator',
          description: `Administrator of the ${realm} realm`,
          role: 'openidm-admin',
        }),
      },
      ...(realm === HELP_DESK_USER.realm
        ? [
            {
              id: HELP_DESK_USER.id,
              hash: demoPasswordHash,
              doc: staffDoc(realmUsers, {
                userName: HELP_DESK_USER_NAME,
                givenName: 'Help',
                sn: 'Desk',
                description: `Help desk of the ${realm} realm`,
                role: HELP_DESK_ROLE_ID,
              }),
            },
            ...ANALYSTS.map(({ id, ...person }) => ({
              id,
              hash: demoPasswordHash,
              doc: staffDoc(realmUsers, person),
            })),
          ]
        : []),
    ];
    await trx
      .insertInto('managed_objects')
      .values(staff.map(({ id, doc }) => ({ type: object, id, doc: jsonb(doc) })))
      .execute();
    await trx
      .insertInto('credentials')
      .values(staff.map(({ id, hash }) => ({ realm, user_id: id, password_hash: hash })))
      .execute();
  }
}
