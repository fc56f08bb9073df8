import { sql } from 'kysely';
import type { Db } from '../../store/db.js';
import type { Page, Paging } from '../paging.js';
import { containsText } from '../text-search.js';
import type { ItemType } from '../../../domain/governance/access-types.js';
import type { CatalogItemRow } from './catalog-item.js';

export interface CatalogFilter {
  type?: ItemType | undefined;
  /** The application and its entitlements. */
  applicationId?: string | undefined;
  /** Text the name or description contains. */
  search?: string | undefined;
}

/** One page of the realm's catalog, by name. */
export async function queryCatalog(
  db: Db,
  realm: string,
  filter: CatalogFilter,
  paging: Paging,
): Promise<Page<CatalogItemRow>> {
  let query = db.selectFrom('iga_catalog_items').where('realm', '=', realm);
  if (filter.type) query = query.where('type', '=', filter.type);
  const { applicationId, search } = filter;
  if (applicationId) {
    query = query.where((eb) =>
      eb.or([eb('id', '=', applicationId), eb('application_id', '=', applicationId)]),
    );
  }
  if (search) {
    query = query.where(
      sql<boolean>`(${containsText(sql`name`, search)} or ${containsText(sql`description`, search)})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { result: rows, totalCount: Number(total.count) };
}
