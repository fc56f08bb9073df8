import type { Db } from '../../store/db.js';
import type { CatalogItemRow } from '../catalog/catalog-item.js';
import { managerIdOf } from '../directory/managers.js';

/**
 * Who decides a request for an item: the requested-for user's manager when the item says so
 * (its owner when the user has none), otherwise the item's owner.
 */
export async function approverFor(
  db: Db,
  realm: string,
  item: CatalogItemRow,
  userId: string,
): Promise<string | null> {
  if (item.approved_by === 'manager') {
    const manager = await managerIdOf(db, realm, userId);
    if (manager) return manager;
  }
  return item.owner_id;
}
