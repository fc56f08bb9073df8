import type { ItemType } from '../../../domain/governance/access-types.js';
import type { Db } from '../../store/db.js';
import { lookupPeople, type PeopleLookup } from '../people.js';
import { type CatalogItemRow, type CatalogItemView, type ItemApprover } from './catalog-item.js';

/** The realm's catalog items with these ids, by id. */
export async function catalogRowsById(
  db: Db,
  realm: string,
  ids: readonly string[],
): Promise<Map<string, CatalogItemRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('iga_catalog_items')
    .selectAll()
    .where('realm', '=', realm)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What turning rows into views needs besides the rows: owners and applications. */
export interface CatalogContext {
  people: PeopleLookup;
  applications: Map<string, CatalogItemRow>;
}

/** The people and applications the views of these rows name; `more` people are looked up too. */
export async function catalogContext(
  db: Db,
  realm: string,
  rows: readonly CatalogItemRow[],
  more: Iterable<string | null> = [],
): Promise<CatalogContext> {
  const applicationIds = rows
    .map((row) => row.application_id)
    .filter((id): id is string => id !== null);
  const [applications, people] = await Promise.all([
    catalogRowsById(db, realm, applicationIds),
    lookupPeople(db, realm, [...rows.map((row) => row.owner_id), ...more]),
  ]);
  return { people, applications };
}

export function catalogView(row: CatalogItemRow, context: CatalogContext): CatalogItemView {
  const application = row.application_id ? context.applications.get(row.application_id) : null;
  return {
    id: row.id,
    type: row.type as ItemType,
    name: row.name,
    description: row.description,
    owner: context.people.find(row.owner_id),
    application: application ? { id: application.id, name: application.name } : null,
    approvedBy: row.approved_by as ItemApprover,
  };
}

export async function catalogViews(
  db: Db,
  realm: string,
  rows: readonly CatalogItemRow[],
): Promise<CatalogItemView[]> {
  const context = await catalogContext(db, realm, rows);
  return rows.map((row) => catalogView(row, context));
}
