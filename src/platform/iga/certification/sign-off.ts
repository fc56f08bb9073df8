import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { campaignById, campaignItemsForUpdate, reviewerIdentity } from './certification-store.js';
import { campaignView, isSignedOff, type CampaignView } from './certification-views.js';
import { decisionAt } from './item-state.js';
import { lookupsFor } from './lookups.js';
import { parseReviewers, permissionsOf, unitePermissions } from './reviewers.js';

function undecidedMessage(count: number): string {
  const items = count === 1 ? '1 item has' : `${count} items have`;
  return `The campaign cannot be signed off: ${items} no decision yet`;
}

/**
 * Signs a campaign off, by a reviewer holding the sign-off permission on one of its items, once
 * every item of the campaign has a decision (an exception still deferred counts), whoever
 * reviews it: the sign-off closes them all. Hand-overs do not pass the sign-off permission on,
 * so it stays with the reviewers the campaign named. The grants of revoked items are removed in
 * the same transaction.
 */
export async function signOffCampaign(
  db: Db,
  caller: GovernanceCaller,
  campaignId: string,
  now: Date,
): Promise<CampaignView> {
  const { realm, userId } = caller;
  return db.transaction().execute(async (trx) => {
    const campaign = await campaignById(trx, realm, campaignId, { forUpdate: true });
    if (!campaign) throw notFound(`Campaign ${campaignId} not found`);
    const items = await campaignItemsForUpdate(trx, realm, campaignId);
    const identity = await reviewerIdentity(trx, realm, userId);
    const itemPermissions = items.map((item) =>
      permissionsOf(parseReviewers(item.reviewers), identity),
    );
    const reviewed = items.filter((_, index) => itemPermissions[index]!.view);
    const permissions = unitePermissions(itemPermissions.filter(({ view }) => view));
    if (!permissions.signOff) throw forbidden('You may not sign this campaign off');
    if (isSignedOff(campaign)) throw badRequest('The campaign is already signed off');
    const undecided = items.filter((item) => decisionAt(item, now).decision === null);
    if (undecided.length > 0) throw badRequest(undecidedMessage(undecided.length));

    const signedOff = await trx
      .updateTable('iga_campaigns')
      .set({ status: 'signed-off', signed_off_at: now })
      .where('realm', '=', realm)
      .where('id', '=', campaignId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const revokedGrants = items
      .filter((item) => item.decision === 'revoke' && item.grant_id !== null)
      .map((item) => item.grant_id!);
    if (revokedGrants.length > 0) {
      await trx
        .deleteFrom('iga_grants')
        .where('realm', '=', realm)
        .where('id', 'in', revokedGrants)
        .execute();
    }
    const lookups = await lookupsFor(trx, realm, [], [signedOff.owner_id]);
    return campaignView(signedOff, reviewed, lookups, now);
  });
}
