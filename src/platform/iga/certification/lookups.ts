import type { Db } from '../../store/db.js';
import { peopleById, unknownPerson, type GovernancePerson } from '../people.js';
import type { ItemRow } from './certification-store.js';
import { commentsOf } from './item-state.js';
import { parseReviewers } from './reviewers.js';

/** The people and catalog names that campaign and item views show. */
export interface Lookups {
  people: Map<string, GovernancePerson>;
  catalogNames: Map<string, string>;
}

/** A person by id; a user the realm no longer has shows as their id. */
export function personOf(lookups: Lookups, id: string): GovernancePerson {
  return lookups.people.get(id) ?? unknownPerson(id);
}

export function catalogNameOf(lookups: Lookups, id: string): string {
  return lookups.catalogNames.get(id) ?? id;
}

async function catalogNamesById(
  db: Db,
  realm: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('iga_catalog_items')
    .select(['id', 'name'])
    .where('realm', '=', realm)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Everyone and everything these items and campaign owners name. */
export async function lookupsFor(
  db: Db,
  realm: string,
  items: readonly ItemRow[],
  ownerIds: readonly string[] = [],
): Promise<Lookups> {
  const userIds = [...ownerIds];
  const catalogIds: string[] = [];
  for (const item of items) {
    userIds.push(item.user_id, ...commentsOf(item).map((comment) => comment.userId));
    catalogIds.push(item.application_id);
    for (const reviewer of parseReviewers(item.reviewers)) {
      (reviewer.kind === 'user' ? userIds : catalogIds).push(reviewer.id);
    }
  }
  return {
    people: await peopleById(db, realm, userIds),
    catalogNames: await catalogNamesById(db, realm, catalogIds),
  };
}
