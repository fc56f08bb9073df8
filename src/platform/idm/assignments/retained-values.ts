import { sql } from 'kysely';
import { managedAssignmentObject } from '../../../domain/assignments/assignment-inputs.js';
import { realmOwningObject } from '../../../domain/realms.js';
import { jsonb, type Db } from '../../store/db.js';
import type { ManagedRow } from '../managed-store.js';
import { storedAuthzRoles } from '../privileges/authz-roles.js';
import type { AssignmentDocument } from './assignment-document.js';
import { effectiveAssignmentsOf } from './assignment-store.js';
import { effectiveAttributes, type TargetValues } from './effective-assignments.js';

const targetKey = (mapping: string, attribute: string) => JSON.stringify([mapping, attribute]);

/** What the user keeps on each mapping's target from assignments they lost. */
export async function retainedValues(
  db: Db,
  userObject: string,
  userId: string,
): Promise<TargetValues> {
  const rows = await db
    .selectFrom('assignment_retained_values')
    .select(['mapping', 'attribute', 'value'])
    .where('user_object', '=', userObject)
    .where('user_id', '=', userId)
    .orderBy('mapping')
    .orderBy('attribute')
    .execute();
  const values: TargetValues = new Map();
  for (const { mapping, attribute, value } of rows) {
    values.set(mapping, { ...values.get(mapping), [attribute]: value });
  }
  return values;
}

/**
 * Keeps, on the user's targets, the values of the `noOp` attributes of the assignments in
 * `before` that `after` no longer sets: the user lost those assignments, not those values.
 */
async function retainLostValues(
  db: Db,
  userObject: string,
  userId: string,
  before: readonly ManagedRow[],
  after: readonly ManagedRow[],
): Promise<void> {
  const stillSet = new Set(
    after.flatMap(({ doc }) =>
      (doc as AssignmentDocument).attributes.map((attribute) =>
        targetKey((doc as AssignmentDocument).mapping, attribute.name),
      ),
    ),
  );
  const base = await retainedValues(db, userObject, userId);
  const values = new Map(effectiveAttributes(before, base).map((t) => [t.mapping, t.attributes]));
  for (const { doc } of before) {
    const { mapping, attributes } = doc as AssignmentDocument;
    for (const attribute of attributes) {
      if (attribute.unassignmentOperation !== 'noOp') continue;
      if (stillSet.has(targetKey(mapping, attribute.name))) continue;
      const value = values.get(mapping)?.[attribute.name];
      if (value === undefined) continue;
      await db
        .insertInto('assignment_retained_values')
        .values({
          user_object: userObject,
          user_id: userId,
          mapping,
          attribute: attribute.name,
          value: jsonb(value),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_object', 'user_id', 'mapping', 'attribute'])
            .doUpdateSet({ value: jsonb(value) }),
        )
        .execute();
    }
  }
}

/** After a user's roles change from `beforeRoles` to `afterRoles` (`internal/role/<id>` references). */
export async function retainAfterRoleChange(
  db: Db,
  userObject: string,
  userId: string,
  beforeRoles: readonly string[],
  afterRoles: readonly string[],
): Promise<void> {
  const assignmentObject = managedAssignmentObject(realmOwningObject(userObject));
  const [before, after] = await Promise.all([
    effectiveAssignmentsOf(db, assignmentObject, beforeRoles),
    effectiveAssignmentsOf(db, assignmentObject, afterRoles),
  ]);
  await retainLostValues(db, userObject, userId, before, after);
}

/** The realm's users holding any of the roles, with their role references. */
async function holdersOf(db: Db, userObject: string, roleRefs: readonly string[]) {
  if (roleRefs.length === 0) return [];
  const holders = await db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', userObject)
    .where((eb) =>
      eb.or(roleRefs.map((ref) => sql<boolean>`doc @> ${jsonb({ authzRoles: [{ _ref: ref }] })}`)),
    )
    .execute();
  return holders.map((holder) => ({ id: holder.id, roles: storedAuthzRoles(holder.doc) }));
}

const userObjectOf = (assignmentObject: string) => assignmentObject.replace(/assignment$/, 'user');
const roleRefsOf = (assignment: ManagedRow) =>
  ((assignment.doc as AssignmentDocument).roles ?? []).map((role) => role._ref);

/**
 * After an assignment lost roles (`lostRoles`, all of them when it was deleted): the realm's
 * users it reached through those roles and no other keep its `noOp` values.
 */
export async function retainAfterAssignmentLoss(
  db: Db,
  assignmentObject: string,
  assignment: ManagedRow,
  lostRoles: readonly string[],
): Promise<void> {
  const userObject = userObjectOf(assignmentObject);
  const kept = roleRefsOf(assignment).filter((ref) => !lostRoles.includes(ref));
  for (const holder of await holdersOf(db, userObject, lostRoles)) {
    if (holder.roles.some((ref) => kept.includes(ref))) continue;
    const after = await effectiveAssignmentsOf(db, assignmentObject, holder.roles);
    await retainLostValues(db, userObject, holder.id, [...after, assignment], after);
  }
}

/**
 * After an assignment was replaced (`before` by `after`): its holders keep the `noOp` values of
 * the attributes it no longer sets.
 */
export async function retainAfterAssignmentChange(
  db: Db,
  assignmentObject: string,
  before: ManagedRow,
  after: ManagedRow,
): Promise<void> {
  const userObject = userObjectOf(assignmentObject);
  for (const holder of await holdersOf(db, userObject, roleRefsOf(after))) {
    const now = await effectiveAssignmentsOf(db, assignmentObject, holder.roles);
    if (!now.some((row) => row.id === after.id)) continue;
    const then = now.map((row) => (row.id === after.id ? before : row));
    await retainLostValues(db, userObject, holder.id, then, now);
  }
}
