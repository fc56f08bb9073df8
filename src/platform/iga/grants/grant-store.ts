import { sql, type Selectable } from 'kysely';
import type { Db } from '../../store/db.js';
import type { Database } from '../../store/schema.js';
import type { GrantType } from '../../../domain/governance/access-types.js';
import type { Page, Paging } from '../paging.js';
import { containsText } from '../text-search.js';

export type GrantRow = Selectable<Database['iga_grants']>;

/** Grants whose expiry has passed are gone, even before housekeeping removes them. */
function inForce(now: Date) {
  return sql<boolean>`(g.expiry_date is null or g.expiry_date > ${now})`;
}

export interface GrantFilter {
  grantType: GrantType;
  /** Text the item's name contains. */
  search?: string | undefined;
}

/** One page of a user's grants of a type, by item name. */
export async function queryGrants(
  db: Db,
  realm: string,
  userId: string,
  filter: GrantFilter,
  paging: Paging,
  now: Date,
): Promise<Page<GrantRow>> {
  let query = db
    .selectFrom('iga_grants as g')
    .innerJoin('iga_catalog_items as c', (join) =>
      join.onRef('c.realm', '=', 'g.realm').onRef('c.id', '=', 'g.item_id'),
    )
    .where('g.realm', '=', realm)
    .where('g.user_id', '=', userId)
    .where('g.grant_type', '=', filter.grantType)
    .where(inForce(now));
  if (filter.search) query = query.where(containsText(sql`c.name`, filter.search));
  const [rows, total] = await Promise.all([
    query
      .selectAll('g')
      .orderBy(sql`lower(c.name)`)
      .orderBy('g.id')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { result: rows, totalCount: Number(total.count) };
}

/** One of the realm's grants in force. */
export async function findGrant(
  db: Db,
  realm: string,
  grantId: string,
  now: Date,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('iga_grants as g')
    .selectAll()
    .where('g.realm', '=', realm)
    .where('g.id', '=', grantId)
    .where(inForce(now))
    .executeTakeFirst();
}

/** `user item` keys of the grants in force these users hold on these items. */
export async function heldAccess(
  db: Db,
  realm: string,
  userIds: readonly string[],
  itemIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0 || itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('iga_grants as g')
    .select(['g.user_id', 'g.item_id'])
    .where('g.realm', '=', realm)
    .where('g.user_id', 'in', [...userIds])
    .where('g.item_id', 'in', [...itemIds])
    .where(inForce(now))
    .execute();
  return new Set(rows.map((row) => accessKey(row.user_id, row.item_id)));
}

export function accessKey(userId: string, itemId: string): string {
  return `${userId} ${itemId}`;
}
