import { managedUserObject } from '../../src/domain/realms.js';
import { findManagedObject } from '../../src/platform/idm/managed-store.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import type { RunningStack } from '../support/stack.js';

export const PASSWORD = 'Demo!Passw0rd';

export interface SeededUser {
  realm: string;
  username: string;
  password: string;
}

/** Users the fuzzer never acts as nor names: afterwards they must sign in, unchanged. */
export const SENTINELS: SeededUser[] = [
  { realm: 'root', username: 'demo', password: PASSWORD },
  { realm: 'alpha', username: 'demo', password: PASSWORD },
  { realm: 'bravo', username: 'demo', password: PASSWORD },
  { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' },
  { realm: 'alpha', username: 'helpdesk', password: PASSWORD },
];

/** How many generated users (the last ones) the platform fuzzer names in paths and acts as. */
export const PLATFORM_FUZZ_USERS = 6;

const NAMED_USERS = new Set(['demo', 'realmadmin', 'helpdesk', 'amadmin']);

/** The generated users of the seeded realms (they share the demo password), for the fuzzer to use up. */
export async function generatedUsers(
  stack: RunningStack,
): Promise<(SeededUser & { id: string })[]> {
  const users: (SeededUser & { id: string })[] = [];
  for (const realm of ['alpha', 'bravo', 'root']) {
    const rows = await stack.platform.db
      .selectFrom('managed_objects')
      .select(['id', 'doc'])
      .where('type', '=', managedUserObject(realm))
      // A stable order: a user the GraphQL fuzzer changed must not move into the platform's share.
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const username = row.doc.userName;
      if (typeof username === 'string' && !NAMED_USERS.has(username)) {
        users.push({ realm, username, password: PASSWORD, id: row.id });
      }
    }
  }
  return users;
}

/** A GraphQL client signed in as the user; undefined when the journey does not succeed. */
export async function signedInClient(
  stack: RunningStack,
  user: SeededUser,
): Promise<GraphQLClient | undefined> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, user);
  return result.data?.authenticate.__typename === 'JourneySuccess' ? client : undefined;
}

export interface SentinelSnapshot {
  user: SeededUser;
  id: string;
  rev: number;
  doc: unknown;
}

export async function snapshotSentinels(stack: RunningStack): Promise<SentinelSnapshot[]> {
  const snapshots: SentinelSnapshot[] = [];
  for (const user of SENTINELS) {
    const object = managedUserObject(user.realm);
    const rows = await stack.platform.db
      .selectFrom('managed_objects')
      .select(['id', 'rev', 'doc'])
      .where('type', '=', object)
      .execute();
    const row = rows.find((candidate) => candidate.doc.userName === user.username);
    if (!row) throw new Error(`No seeded user ${user.realm}/${user.username}`);
    snapshots.push({ user, id: row.id, rev: row.rev, doc: row.doc });
  }
  return snapshots;
}

/** What changed about the sentinels: records that differ, users that cannot sign in. */
export async function sentinelProblems(
  stack: RunningStack,
  before: SentinelSnapshot[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const snapshot of before) {
    const label = `${snapshot.user.realm}/${snapshot.user.username}`;
    const stored = await findManagedObject(
      stack.platform.db,
      managedUserObject(snapshot.user.realm),
      snapshot.id,
    );
    if (!stored) problems.push(`${label} was deleted`);
    else if (
      stored.rev !== snapshot.rev ||
      JSON.stringify(stored.doc) !== JSON.stringify(snapshot.doc)
    ) {
      problems.push(`${label} was changed`);
    }
  }
  for (const snapshot of before) {
    if (!(await signedInClient(stack, snapshot.user))) {
      problems.push(`${snapshot.user.realm}/${snapshot.user.username} can no longer sign in`);
    }
  }
  return problems;
}
