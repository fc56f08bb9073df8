import type { InsertObject } from 'kysely';
import { jsonb, type Db } from '../db.js';
import type { Database } from '../schema.js';
import { DEMO_USERS } from './demo-users.js';
import { createRandom, type Random } from './prng.js';
import { otherActiveUsers, type SeededRealmUsers } from './seed-realm-users.js';
import { tileIcon } from './tile-icon.js';

const DAY_MS = 24 * 3600_000;
/** Sharing draws from its own generator, so it never shifts the rest of the seed. */
const SHARING_SEED_OFFSET = 7;
const SCOPES = ['view', 'edit'];

interface SeedResource {
  name: string;
  type: string;
  colour: string;
}

const DEMO_RESOURCES: readonly SeedResource[] = [
  { name: 'Holiday photos', type: 'Photo album', colour: '#1f6f8b' },
  { name: 'Medical records', type: 'Health record', colour: '#a23b3b' },
  { name: 'Family calendar', type: 'Calendar', colour: '#4f6d2f' },
];
const NEIGHBOUR_RESOURCE: SeedResource = {
  name: 'Book club reading list',
  type: 'Document',
  colour: '#6b4c9a',
};

export interface SharingSeed {
  resourceSets: InsertObject<Database, 'am_resource_sets'>[];
  permissions: InsertObject<Database, 'am_resource_permissions'>[];
  requests: InsertObject<Database, 'am_sharing_requests'>[];
}

/**
 * For each realm's demo user: Holiday photos (shared for viewing with the realm's first other
 * active user), Medical records (with a pending request to view from the second) and a Family
 * calendar; and a reading list that the first other user shares with demo.
 */
export function sharingSeed(
  random: Random,
  realms: readonly SeededRealmUsers[],
  now: Date,
): SharingSeed {
  const seed: SharingSeed = { resourceSets: [], permissions: [], requests: [] };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const addResource = (realm: string, ownerId: string, resource: SeedResource, days: number) => {
    const id = random.uuid();
    seed.resourceSets.push({
      id,
      realm,
      owner_id: ownerId,
      name: resource.name,
      type: resource.type,
      icon_uri: tileIcon(resource.name.charAt(0), resource.colour),
      scopes: jsonb(SCOPES),
      created_date: ago(days),
    });
    return id;
  };

  for (const { realm, users } of realms) {
    const demo = DEMO_USERS[realm as keyof typeof DEMO_USERS];
    if (!demo) continue;
    const [photos, records] = DEMO_RESOURCES.map((resource, index) =>
      addResource(realm, demo.id, resource, 30 - index * 7),
    );
    const [friend, requester] = otherActiveUsers(users, demo.id);
    if (friend && photos) {
      seed.permissions.push({
        resource_id: photos,
        subject_id: friend.id,
        scopes: jsonb(['view']),
        granted_date: ago(9),
      });
      const readingList = addResource(realm, friend.id, NEIGHBOUR_RESOURCE, 12);
      seed.permissions.push({
        resource_id: readingList,
        subject_id: demo.id,
        scopes: jsonb(['view']),
        granted_date: ago(8),
      });
    }
    if (requester && records) {
      seed.requests.push({
        id: random.uuid(),
        resource_id: records,
        requester_id: requester.id,
        scopes: jsonb(['view']),
        created_date: ago(1),
      });
    }
  }
  return seed;
}

export async function insertSharingSeed(
  db: Db,
  randomSeed: number,
  realms: readonly SeededRealmUsers[],
): Promise<void> {
  const seed = sharingSeed(createRandom(randomSeed + SHARING_SEED_OFFSET), realms, new Date());
  if (seed.resourceSets.length > 0) {
    await db.insertInto('am_resource_sets').values(seed.resourceSets).execute();
  }
  if (seed.permissions.length > 0) {
    await db.insertInto('am_resource_permissions').values(seed.permissions).execute();
  }
  if (seed.requests.length > 0) {
    await db.insertInto('am_sharing_requests').values(seed.requests).execute();
  }
}
