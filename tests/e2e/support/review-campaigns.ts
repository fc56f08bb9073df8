import type { ReviewerPermissions } from '../../../src/domain/certification.js';
import { jsonb, type Db } from '../../../src/platform/store/db.js';
import { askStackControl } from './ask-stack-control.js';

const DAY_MS = 86_400_000;

/** An access a campaign reviews: a user's account in an application, granted with the campaign. */
export interface ReviewedAccount {
  id: string;
  userId: string;
  /** The catalog id of the application, e.g. `iga-alpha-app-sap`. */
  applicationId: string;
  /** The account's name in the application. */
  account: string;
  reviewers: { kind: 'user' | 'role'; id: string; permissions: ReviewerPermissions }[];
}

/** An access review that no platform API creates: a test's own campaign, made in the store. */
export interface ReviewCampaign {
  realm: string;
  id: string;
  name: string;
  ownerId: string;
  status: 'in-progress' | 'signed-off';
  items: ReviewedAccount[];
}

/**
 * Stores the campaign, started yesterday for 30 days, with its items without decisions, each on a
 * grant of the reviewed account (which a revoke removes at sign-off): the user's grant of the
 * application, made when they have none.
 */
export async function insertReviewCampaign(db: Db, campaign: ReviewCampaign): Promise<void> {
  const { realm } = campaign;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('iga_campaigns')
      .values({
        realm,
        id: campaign.id,
        name: campaign.name,
        description: 'A review made for one end-to-end test.',
        owner_id: campaign.ownerId,
        start_date: new Date(now - DAY_MS),
        duration_days: 30,
        status: campaign.status,
        signed_off_at: campaign.status === 'signed-off' ? new Date(now) : null,
      })
      .execute();
    await trx
      .insertInto('iga_grants')
      .values(
        campaign.items.map((item) => ({
          realm,
          id: `${item.id}-grant`,
          user_id: item.userId,
          item_id: item.applicationId,
          grant_type: 'account',
          source: 'recon',
        })),
      )
      .onConflict((conflict) => conflict.columns(['realm', 'user_id', 'item_id']).doNothing())
      .execute();
    const grants = await trx
      .selectFrom('iga_grants')
      .select(['id', 'user_id', 'item_id'])
      .where('realm', '=', realm)
      .where(
        'user_id',
        'in',
        campaign.items.map((item) => item.userId),
      )
      .execute();
    const grantOf = (item: ReviewedAccount) =>
      grants.find((grant) => grant.user_id === item.userId && grant.item_id === item.applicationId)
        ?.id ?? null;
    await trx
      .insertInto('iga_certification_items')
      .values(
        campaign.items.map((item) => ({
          realm,
          id: item.id,
          campaign_id: campaign.id,
          user_id: item.userId,
          application_id: item.applicationId,
          grant_id: grantOf(item),
          account: item.account,
          flags: jsonb({
            recon: true,
            requestBased: false,
            roleBased: false,
            newAccess: false,
            temporal: false,
          }),
          reviewers: jsonb(item.reviewers),
        })),
      )
      .execute();
  });
}

/** Has the stack control store the campaign (see `insertReviewCampaign`). */
export const addReviewCampaign = (campaign: ReviewCampaign) =>
  askStackControl('/review-campaign', campaign);
