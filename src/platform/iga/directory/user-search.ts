import { sql } from 'kysely';
import { USER_SEARCH_LIMIT } from '../../../domain/governance/governance-feature.js';
import { managedUserObject } from '../../../domain/realms.js';
import type { Db } from '../../store/db.js';
import { peopleByDisplayName, type GovernancePerson } from '../people.js';
import { startsWithText } from '../text-search.js';

const SEARCHED = ['userName', 'givenName', 'sn', 'mail'] as const;

/** Given name and surname, otherwise the user name: the order users are listed in. */
const displayNameSql = sql`coalesce(nullif(trim(concat_ws(' ', doc ->> 'givenName', doc ->> 'sn')), ''), doc ->> 'userName')`;

/**
 * The realm's users whose user name, given name, surname or mail starts with `search`
 * (case-insensitive), at most USER_SEARCH_LIMIT, by display name.
 */
export async function searchUsers(
  db: Db,
  realm: string,
  search: string,
): Promise<GovernancePerson[]> {
  const rows = await db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', managedUserObject(realm))
    .where((eb) =>
      eb.or(SEARCHED.map((field) => startsWithText(sql`coalesce(doc ->> ${field}, '')`, search))),
    )
    .orderBy(sql`lower(${displayNameSql})`)
    .orderBy('id')
    .limit(USER_SEARCH_LIMIT)
    .execute();
  return peopleByDisplayName(
    db,
    realm,
    rows.map((row) => row.id),
  );
}
