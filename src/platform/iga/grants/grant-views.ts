import type { Db } from '../../store/db.js';
import type { GrantType } from '../../../domain/governance/access-types.js';
import type { CatalogItemView } from '../catalog/catalog-item.js';
import { catalogContext, catalogRowsById, catalogView } from '../catalog/catalog-views.js';
import type { GrantRow } from './grant-store.js';

/** A grant as the governance service answers it. */
export interface GrantView {
  _id: string;
  grantType: GrantType;
  item: CatalogItemView;
  grantedAt: string;
  expiryDate: string | null;
  /** request, role, recon or certification. */
  source: string;
}

export async function grantViews(
  db: Db,
  realm: string,
  rows: readonly GrantRow[],
): Promise<GrantView[]> {
  const items = await catalogRowsById(
    db,
    realm,
    rows.map((row) => row.item_id),
  );
  const context = await catalogContext(db, realm, [...items.values()]);
  return rows.flatMap((row) => {
    const item = items.get(row.item_id);
    if (!item) return [];
    return [
      {
        _id: row.id,
        grantType: row.grant_type as GrantType,
        item: catalogView(item, context),
        grantedAt: row.granted_at.toISOString(),
        expiryDate: row.expiry_date?.toISOString() ?? null,
        source: row.source,
      },
    ];
  });
}
