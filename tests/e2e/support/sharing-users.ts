import type { Db } from '../../../src/platform/store/db.js';

/**
 * The ids of the realm's users that take part in sharing: owners of a resource set, users a set
 * is shared with and users waiting for access. The platform lets no administrator read these
 * (only the users themselves), so the stack control reads them from the store.
 */
export async function sharingUserIds(db: Db, realm: string): Promise<string[]> {
  const [owners, grantees, requesters] = await Promise.all([
    db.selectFrom('am_resource_sets').select('owner_id as id').where('realm', '=', realm).execute(),
    db
      .selectFrom('am_resource_permissions as p')
      .innerJoin('am_resource_sets as r', 'r.id', 'p.resource_id')
      .select('p.subject_id as id')
      .where('r.realm', '=', realm)
      .execute(),
    db
      .selectFrom('am_sharing_requests as q')
      .innerJoin('am_resource_sets as r', 'r.id', 'q.resource_id')
      .select('q.requester_id as id')
      .where('r.realm', '=', realm)
      .execute(),
  ]);
  return [...new Set([...owners, ...grantees, ...requesters].map((row) => row.id))];
}
