import type { SeedUser } from './users.js';

export interface SeededRealmUsers {
  realm: string;
  users: readonly SeedUser[];
}

/**
 * The realm's active users other than the demo account, in the order the platform's queries list
 * them (by id), so that tests which take users from the end of a query leave the first ones alone.
 */
export function otherActiveUsers(users: readonly SeedUser[], demoId: string): SeedUser[] {
  return users
    .filter((user) => user.id !== demoId && user.doc.accountStatus === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
