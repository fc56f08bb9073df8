import type { SeedUser } from './users.js';

/** The demo account of each seeded realm: userName `demo`, a known managed object id. */
export const DEMO_USERS = {
  root: { id: '0de30000-0000-4000-8000-000000000001', sn: 'Root User' },
  alpha: { id: '0de30000-0000-4000-8000-0000000a1fa0', sn: 'Alpha User' },
  bravo: { id: '0de30000-0000-4000-8000-0000000b4a70', sn: 'Bravo User' },
} as const;

export const DEMO_USER_NAME = 'demo';

const ADDRESS_FIELDS = [
  'telephoneNumber',
  'postalAddress',
  'city',
  'postalCode',
  'country',
  'stateProvince',
  'company',
] as const;

/** The address of the realm's demo user among `users`, for someone seeded to work beside them. */
export function demoUserAddress(
  realm: keyof typeof DEMO_USERS,
  users: readonly SeedUser[],
): Record<string, unknown> {
  const demo = users.find((user) => user.id === DEMO_USERS[realm].id);
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, demo?.doc[field]]));
}
