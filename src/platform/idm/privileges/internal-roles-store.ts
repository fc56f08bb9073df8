import * as z from 'zod/mini';
import { privilegeSchema, type Privilege } from '../../../domain/validation/privilege.js';
import {
  temporalConstraintsSchema,
  withinConstraints,
} from '../../../domain/validation/temporal-constraint.js';
import { jsonb, type Db } from '../../store/db.js';

export const internalRoleSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  description: z.optional(z.string().check(z.maxLength(1024))),
  privileges: z._default(z.array(privilegeSchema), []),
  /** The role grants its privileges only within these periods. */
  temporalConstraints: z.optional(temporalConstraintsSchema.check(z.maxLength(1))),
});

export type InternalRole = z.infer<typeof internalRoleSchema>;

export interface InternalRoleRow {
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

export function findInternalRole(db: Db, id: string): Promise<InternalRoleRow | undefined> {
  return db
    .selectFrom('internal_roles')
    .select(['id', 'rev', 'doc'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The privileges of the stored roles among `ids` in force `now`; a role whose document is
 * malformed grants none.
 */
export async function privilegesOfRoles(
  db: Db,
  ids: readonly string[],
  now = new Date(),
): Promise<Privilege[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('internal_roles')
    .select('doc')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.flatMap(({ doc }) => {
    const parsed = z.safeParse(internalRoleSchema, doc);
    if (!parsed.success || !withinConstraints(parsed.data.temporalConstraints, now)) return [];
    return parsed.data.privileges;
  });
}

/** Creates or replaces a role; with `expectedRev` only while the stored revision matches. */
export async function writeInternalRole(
  db: Db,
  id: string,
  role: InternalRole,
  expectedRev: number | undefined,
): Promise<InternalRoleRow | undefined> {
  if (expectedRev !== undefined) {
    return db
      .updateTable('internal_roles')
      .set((eb) => ({ doc: jsonb(role), rev: eb('rev', '+', 1) }))
      .where('id', '=', id)
      .where('rev', '=', expectedRev)
      .returning(['id', 'rev', 'doc'])
      .executeTakeFirst();
  }
  return db
    .insertInto('internal_roles')
    .values({ id, doc: jsonb(role) })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        doc: jsonb(role),
        rev: eb('internal_roles.rev', '+', 1),
      })),
    )
    .returning(['id', 'rev', 'doc'])
    .executeTakeFirstOrThrow();
}
