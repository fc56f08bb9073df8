import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { jsonb, type Db } from '../../store/db.js';
import type { Database } from '../../store/schema.js';
import { permissionsOf, type ReviewerIdentity, parseReviewers } from './reviewers.js';

export type CampaignRow = Selectable<Database['iga_campaigns']>;
export type ItemRow = Selectable<Database['iga_certification_items']>;

/** The caller as a reviewer: their user id and the roles granted to them. */
export async function reviewerIdentity(
  db: Db,
  realm: string,
  userId: string,
): Promise<ReviewerIdentity> {
  const roles = await db
    .selectFrom('iga_grants')
    .select('item_id')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .where('grant_type', '=', 'role')
    .execute();
  return { userId, roleIds: new Set(roles.map((role) => role.item_id)) };
}

/** Items with a reviewer entry for the caller or one of their roles (jsonb containment). */
function coveredBy(identity: ReviewerIdentity) {
  const entries = [
    { kind: 'user', id: identity.userId },
    ...[...identity.roleIds].map((id) => ({ kind: 'role', id })),
  ];
  return (eb: ExpressionBuilder<Database, 'iga_certification_items'>) =>
    eb.or(entries.map((entry) => sql<boolean>`${eb.ref('reviewers')} @> ${jsonb([entry])}`));
}

/** Whether the caller may view an item. */
export function viewableBy(identity: ReviewerIdentity) {
  return (item: ItemRow) => permissionsOf(parseReviewers(item.reviewers), identity).view;
}

/** The items the caller may view, of every campaign of the realm. */
export async function itemsViewableBy(
  db: Db,
  realm: string,
  identity: ReviewerIdentity,
): Promise<ItemRow[]> {
  const rows = await db
    .selectFrom('iga_certification_items')
    .selectAll()
    .where('realm', '=', realm)
    .where(coveredBy(identity))
    .orderBy('campaign_id')
    .orderBy('id')
    .execute();
  return rows.filter(viewableBy(identity));
}

export async function campaignById(
  db: Db,
  realm: string,
  id: string,
  { forUpdate = false } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .selectFrom('iga_campaigns')
    .selectAll()
    .where('realm', '=', realm)
    .where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function campaignsByIds(
  db: Db,
  realm: string,
  ids: readonly string[],
): Promise<CampaignRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('iga_campaigns')
    .selectAll()
    .where('realm', '=', realm)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

const campaignItemsQuery = (db: Db, realm: string, campaignId: string) =>
  db
    .selectFrom('iga_certification_items')
    .selectAll()
    .where('realm', '=', realm)
    .where('campaign_id', '=', campaignId)
    .orderBy('id');

/** Every item of a campaign. */
export function campaignItems(db: Db, realm: string, campaignId: string): Promise<ItemRow[]> {
  return campaignItemsQuery(db, realm, campaignId).execute();
}

/** Every item of a campaign, locked for the rest of the transaction. */
export function campaignItemsForUpdate(
  db: Db,
  realm: string,
  campaignId: string,
): Promise<ItemRow[]> {
  return campaignItemsQuery(db, realm, campaignId).forUpdate().execute();
}

export async function itemsForUpdate(
  db: Db,
  realm: string,
  campaignId: string,
  ids: readonly string[],
): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('iga_certification_items')
    .selectAll()
    .where('realm', '=', realm)
    .where('campaign_id', '=', campaignId)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface ItemChanges {
  decision?: string | null;
  decided_at?: Date | null;
  deferred_until?: Date | null;
  comments?: readonly unknown[];
  reviewers?: readonly unknown[];
}

/** Writes an item's changes and steps its revision. */
export async function updateItem(db: Db, item: ItemRow, changes: ItemChanges): Promise<ItemRow> {
  const { comments, reviewers, ...plain } = changes;
  return db
    .updateTable('iga_certification_items')
    .set({
      ...plain,
      ...(comments === undefined ? {} : { comments: jsonb(comments) }),
      ...(reviewers === undefined ? {} : { reviewers: jsonb(reviewers) }),
      rev: sql<number>`rev + 1`,
    })
    .where('realm', '=', item.realm)
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
