import type { SeedUser } from './users.js';

export interface SeededRealmUsers {
  realm: string;
  users: readonly SeedUser[];
}

/** The realm's active users other than the demo account, in seed order. */
export function otherActiveUsers(users: readonly SeedUser[], demoId: string): SeedUser[] {
  return users.filter((user) => user.id !== demoId && user.doc.accountStatus === 'active');
}
