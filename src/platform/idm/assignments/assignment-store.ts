import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import { withinConstraints } from '../../../domain/validation/temporal-constraint.js';
import { jsonb, type Db } from '../../store/db.js';
import { INTERNAL_ROLE_COMPONENT, internalRoleIds } from '../privileges/authz-roles.js';
import { internalRoleSchema } from '../privileges/internal-roles-store.js';
import {
  findManagedObject,
  replaceManagedObjectAtRevision,
  type ManagedRow,
} from '../managed-store.js';
import type { AssignmentDocument } from './assignment-document.js';

export { findManagedObject as findAssignment };

export function assignmentResource(row: ManagedRow) {
  return { _id: row.id, _rev: String(row.rev), ...row.doc };
}

export async function insertAssignment(
  db: Db,
  object: string,
  doc: AssignmentDocument,
  id: string = randomUUID(),
): Promise<ManagedRow | undefined> {
  return db
    .insertInto('managed_objects')
    .values({ type: object, id, doc: jsonb(doc) })
    .onConflict((conflict) => conflict.columns(['type', 'id']).doNothing())
    .returning(['id', 'rev', 'doc'])
    .executeTakeFirst();
}

export function replaceAssignment(
  db: Db,
  object: string,
  id: string,
  expectedRev: number,
  doc: AssignmentDocument,
): Promise<ManagedRow | undefined> {
  return replaceManagedObjectAtRevision(db, object, id, expectedRev, doc);
}

export async function deleteAssignment(db: Db, object: string, id: string, expectedRev: number) {
  const deleted = await db
    .deleteFrom('managed_objects')
    .where('type', '=', object)
    .where('id', '=', id)
    .where('rev', '=', expectedRev)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The realm's assignments linked to any of the roles (`internal/role/<id>` references). */
export async function assignmentsOfRoles(
  db: Db,
  object: string,
  roleRefs: readonly string[],
): Promise<ManagedRow[]> {
  if (roleRefs.length === 0) return [];
  const rows = await db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', object)
    .where((eb) =>
      eb.or(roleRefs.map((ref) => sql<boolean>`doc @> ${jsonb({ roles: [{ _ref: ref }] })}`)),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows;
}

/**
 * The realm's assignments a user holds through roles (`internal/role/<id>` references): those of
 * the roles that exist and are in force `now`, as their privileges are.
 */
export async function effectiveAssignmentsOf(
  db: Db,
  object: string,
  roleRefs: readonly string[],
  now = new Date(),
): Promise<ManagedRow[]> {
  const ids = internalRoleIds(roleRefs);
  if (ids.length === 0) return [];
  const roles = await db
    .selectFrom('internal_roles')
    .select(['id', 'doc'])
    .where('id', 'in', ids)
    .execute();
  const inForce = roles.filter(({ doc }) => {
    const parsed = z.safeParse(internalRoleSchema, doc);
    return parsed.success && withinConstraints(parsed.data.temporalConstraints, now);
  });
  return assignmentsOfRoles(
    db,
    object,
    inForce.map(({ id }) => `${INTERNAL_ROLE_COMPONENT}/${id}`),
  );
}
