import { sql } from 'kysely';
import { managedUserObject } from '../../../../domain/realms.js';
import type { NodeHandler } from '../journey.js';

/**
 * Finds the realm's active user whose username, or email address, is the value typed (in any
 * case), and keeps its id under `userIdField`: outcome `true`, or `false` when none is found.
 */
export function identifyUser({
  field,
  userIdField,
}: {
  field: string;
  userIdField: string;
}): NodeHandler {
  return {
    async run({ values, services: { platform } }) {
      const typed = (values[field] ?? '').trim().toLowerCase();
      const { [userIdField]: _previous, ...rest } = values;
      if (typed === '') return { kind: 'outcome', outcome: 'false', values: rest };
      const row = await platform.db
        .selectFrom('managed_objects')
        .select('id')
        .where('type', '=', managedUserObject(platform.realm))
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(doc->>'userName')`, '=', typed),
            eb(sql<string>`lower(doc->>'mail')`, '=', typed),
          ]),
        )
        .where(sql<string>`coalesce(doc->>'accountStatus', 'active')`, '=', 'active')
        .orderBy(sql`lower(doc->>'userName') = ${typed}`, 'desc')
        .orderBy('id')
        .executeTakeFirst();
      return row
        ? { kind: 'outcome', outcome: 'true', values: { ...rest, [userIdField]: row.id } }
        : { kind: 'outcome', outcome: 'false', values: rest };
    },
  };
}
