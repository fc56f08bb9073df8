import type { Selectable } from 'kysely';
import { jsonb, type Db } from '../../store/db.js';
import type {
  AmResourcePermissionsTable,
  AmResourceSetsTable,
  AmSharingRequestsTable,
} from '../../store/schema.js';

export type ResourceSetRow = Selectable<AmResourceSetsTable>;
export type PermissionRow = Selectable<AmResourcePermissionsTable>;
type SharingRequestRow = Selectable<AmSharingRequestsTable>;

export interface Permission {
  subjectId: string;
  scopes: string[];
}

export async function findResourceSet(
  db: Db,
  realm: string,
  id: string,
): Promise<ResourceSetRow | undefined> {
  return db
    .selectFrom('am_resource_sets')
    .selectAll()
    .where('realm', '=', realm)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listOwnedResourceSets(
  db: Db,
  realm: string,
  ownerId: string,
): Promise<ResourceSetRow[]> {
  return db
    .selectFrom('am_resource_sets')
    .selectAll()
    .where('realm', '=', realm)
    .where('owner_id', '=', ownerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The permissions of each resource set, by resource id. */
export async function permissionsOf(
  db: Db,
  resourceIds: readonly string[],
): Promise<Map<string, PermissionRow[]>> {
  const byResource = new Map<string, PermissionRow[]>(resourceIds.map((id) => [id, []]));
  if (resourceIds.length === 0) return byResource;
  const rows = await db
    .selectFrom('am_resource_permissions')
    .selectAll()
    .where('resource_id', 'in', resourceIds)
    .orderBy('granted_date')
    .orderBy('subject_id')
    .execute();
  for (const row of rows) byResource.get(row.resource_id)?.push(row);
  return byResource;
}

/** Resource sets that other users of the realm have shared with `subjectId`, with the scopes granted. */
export async function listSharedWith(
  db: Db,
  realm: string,
  subjectId: string,
): Promise<{ resource: ResourceSetRow; scopes: string[] }[]> {
  const rows = await db
    .selectFrom('am_resource_permissions as p')
    .innerJoin('am_resource_sets as r', 'r.id', 'p.resource_id')
    .selectAll('r')
    .select('p.scopes as granted_scopes')
    .where('r.realm', '=', realm)
    .where('p.subject_id', '=', subjectId)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map(({ granted_scopes, ...resource }) => ({ resource, scopes: granted_scopes }));
}

/**
 * Replaces a resource set's permissions and moves its revision on; `undefined` when `expectedRev`
 * is given and no longer current, in which case nothing changes.
 */
export async function replacePermissions(
  db: Db,
  resource: ResourceSetRow,
  expectedRev: number | undefined,
  permissions: readonly Permission[],
  now: Date,
): Promise<ResourceSetRow | undefined> {
  return db.transaction().execute(async (trx) => {
    let bump = trx
      .updateTable('am_resource_sets')
      .set((eb) => ({ rev: eb('rev', '+', 1) }))
      .where('id', '=', resource.id);
    if (expectedRev !== undefined) bump = bump.where('rev', '=', expectedRev);
    const updated = await bump.returningAll().executeTakeFirst();
    if (!updated) return undefined;
    const kept = await trx
      .selectFrom('am_resource_permissions')
      .select(['subject_id', 'granted_date'])
      .where('resource_id', '=', resource.id)
      .execute();
    const grantedSince = new Map(kept.map((row) => [row.subject_id, row.granted_date]));
    await trx
      .deleteFrom('am_resource_permissions')
      .where('resource_id', '=', resource.id)
      .execute();
    if (permissions.length > 0) {
      await trx
        .insertInto('am_resource_permissions')
        .values(
          permissions.map(({ subjectId, scopes }) => ({
            resource_id: resource.id,
            subject_id: subjectId,
            scopes: jsonb(scopes),
            granted_date: grantedSince.get(subjectId) ?? now,
          })),
        )
        .execute();
    }
    return updated;
  });
}

export interface PendingRequest {
  request: SharingRequestRow;
  resource: ResourceSetRow;
}

/** Requests from other users for access to `ownerId`'s resource sets, oldest first. */
export async function listPendingRequests(
  db: Db,
  realm: string,
  ownerId: string,
): Promise<PendingRequest[]> {
  const rows = await db
    .selectFrom('am_sharing_requests as q')
    .innerJoin('am_resource_sets as r', 'r.id', 'q.resource_id')
    .selectAll('r')
    .select([
      'q.id as request_id',
      'q.requester_id',
      'q.scopes as requested_scopes',
      'q.created_date as requested_date',
    ])
    .where('r.realm', '=', realm)
    .where('r.owner_id', '=', ownerId)
    .orderBy('q.created_date')
    .orderBy('q.id')
    .execute();
  return rows.map(
    ({ request_id, requester_id, requested_scopes, requested_date, ...resource }) => ({
      request: {
        id: request_id,
        resource_id: resource.id,
        requester_id,
        scopes: requested_scopes,
        created_date: requested_date,
      },
      resource,
    }),
  );
}

export async function findPendingRequest(
  db: Db,
  realm: string,
  id: string,
): Promise<PendingRequest | undefined> {
  const request = await db
    .selectFrom('am_sharing_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const resource = request && (await findResourceSet(db, realm, request.resource_id));
  return request && resource ? { request, resource } : undefined;
}

/**
 * Grants the requester `scopes` (added to any they already hold) and closes the request, in one
 * transaction; `false` when the request was already answered.
 */
export async function approvePendingRequest(
  db: Db,
  { request, resource }: PendingRequest,
  scopes: readonly string[],
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .deleteFrom('am_sharing_requests')
      .where('id', '=', request.id)
      .returning('id')
      .executeTakeFirst();
    if (!closed) return false;
    const held = await trx
      .selectFrom('am_resource_permissions')
      .select('scopes')
      .where('resource_id', '=', resource.id)
      .where('subject_id', '=', request.requester_id)
      .executeTakeFirst();
    const granted = resource.scopes.filter(
      (scope) => scopes.includes(scope) || (held?.scopes.includes(scope) ?? false),
    );
    await trx
      .insertInto('am_resource_permissions')
      .values({
        resource_id: resource.id,
        subject_id: request.requester_id,
        scopes: jsonb(granted),
        granted_date: now,
      })
      .onConflict((oc) =>
        oc.columns(['resource_id', 'subject_id']).doUpdateSet({ scopes: jsonb(granted) }),
      )
      .execute();
    await trx
      .updateTable('am_resource_sets')
      .set((eb) => ({ rev: eb('rev', '+', 1) }))
      .where('id', '=', resource.id)
      .execute();
    return true;
  });
}

/** Closes a request without granting anything; `false` when it was already answered. */
export async function denyPendingRequest(db: Db, id: string): Promise<boolean> {
  const closed = await db
    .deleteFrom('am_sharing_requests')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

/**
 * Forgets a user who is gone: the resource sets they own (with their permissions and requests),
 * what was shared with them and what they asked for.
 */
export async function deleteSharingOf(db: Db, realm: string, userId: string): Promise<void> {
  const realmSets = db.selectFrom('am_resource_sets').select('id').where('realm', '=', realm);
  await db
    .deleteFrom('am_resource_permissions')
    .where('subject_id', '=', userId)
    .where('resource_id', 'in', realmSets)
    .execute();
  await db
    .deleteFrom('am_sharing_requests')
    .where('requester_id', '=', userId)
    .where('resource_id', 'in', realmSets)
    .execute();
  await db
    .deleteFrom('am_resource_sets')
    .where('realm', '=', realm)
    .where('owner_id', '=', userId)
    .execute();
}
