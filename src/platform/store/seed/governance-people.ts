import { demoUserAddress } from './demo-users.js';
import type { SeedUser } from './users.js';

/**
 * The governance seed's own users, per realm, signed in with the demo password: `approver`
 * owns, and approves requests for, most of the catalog.
 */
export const GOVERNANCE_SEED_PEOPLE = {
  root: {
    approver: { id: 'a9900000-0000-4000-8000-00000000e007', userName: 'approver' },
  },
  alpha: {
    approver: { id: 'a9900000-0000-4000-8000-0000000a1fa0', userName: 'approver' },
  },
  bravo: {
    approver: { id: 'a9900000-0000-4000-8000-0000000b4a70', userName: 'approver' },
  },
} as const;

export type GovernanceRealm = keyof typeof GOVERNANCE_SEED_PEOPLE;

export function isGovernanceRealm(realm: string): realm is GovernanceRealm {
  return Object.hasOwn(GOVERNANCE_SEED_PEOPLE, realm);
}

/** The approver's user document: the demo user's address, reporting to the realm's head. */
export function approverUser(
  realm: GovernanceRealm,
  object: string,
  users: readonly SeedUser[],
): SeedUser {
  const head = users.find((user) => user.doc.manager === undefined);
  const { id, userName } = GOVERNANCE_SEED_PEOPLE[realm].approver;
  return {
    id,
    doc: {
      userName,
      givenName: 'Access',
      sn: 'Approver',
      mail: `${userName}@${realm}.example.com`,
      ...demoUserAddress(realm, users),
      description: `Owner of the ${realm} realm's access catalog`,
      accountStatus: 'active',
      preferences: { updates: false, marketing: false },
      aliasList: [],
      consentedMappings: [],
      profileImage: null,
      ...(head ? { manager: { _ref: `managed/${object}/${head.id}` } } : {}),
    },
  };
}
