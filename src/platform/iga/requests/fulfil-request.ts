import { randomUUID } from 'node:crypto';
import type { Db } from '../../store/db.js';
import { grantTypeOf } from '../catalog/catalog-item.js';
import { catalogRowsById } from '../catalog/catalog-views.js';
import type { RequestRow } from './request-row.js';

/** Gives the access an approved grant request asks for, or takes away what a removal names. */
export async function fulfilRequest(db: Db, row: RequestRow, now: Date): Promise<void> {
  const { realm } = row;
  if (row.request_type === 'remove') {
    await db
      .deleteFrom('iga_grants')
      .where('realm', '=', realm)
      .where('user_id', '=', row.user_id)
      .where('item_id', '=', row.item_id)
      .execute();
    return;
  }
  const item = (await catalogRowsById(db, realm, [row.item_id])).get(row.item_id);
  if (!item) return;
  const granted = {
    granted_at: now,
    expiry_date: row.expiry_date,
    source: 'request',
    request_id: row.id,
  };
  await db
    .insertInto('iga_grants')
    .values({
      realm,
      id: randomUUID(),
      user_id: row.user_id,
      item_id: row.item_id,
      grant_type: grantTypeOf(item.type),
      ...granted,
    })
    .onConflict((conflict) =>
      conflict.columns(['realm', 'user_id', 'item_id']).doUpdateSet(granted),
    )
    .execute();
}
