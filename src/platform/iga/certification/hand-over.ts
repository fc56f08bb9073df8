import { REVIEWER_ALREADY_ASSIGNED } from '../../../domain/certification.js';
import { badRequest, CrestError } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { personExists } from '../people.js';
import { changeItem, type ItemTarget } from './acting-reviewer.js';
import { reviewerIdentity, updateItem } from './certification-store.js';
import type { ItemView } from './certification-views.js';
import { withComment } from './item-state.js';
import { covers, entryOf, type Reviewer, type ReviewerKind } from './reviewers.js';

export interface NewReviewer {
  kind: ReviewerKind;
  id: string;
}

async function roleExists(trx: Db, realm: string, id: string): Promise<boolean> {
  const role = await trx
    .selectFrom('iga_catalog_items')
    .select('id')
    .where('realm', '=', realm)
    .where('id', '=', id)
    .where('type', '=', 'role')
    .executeTakeFirst();
  return role !== undefined;
}

async function requireExisting(trx: Db, realm: string, { kind, id }: NewReviewer): Promise<void> {
  const exists =
    kind === 'user' ? await personExists(trx, realm, id) : await roleExists(trx, realm, id);
  if (!exists) throw badRequest(`No ${kind} ${id} in this realm`);
}

/** Whether the new reviewer already reviews the item: named on it, or holding a role that is. */
async function alreadyReviews(
  trx: Db,
  realm: string,
  reviewers: readonly Reviewer[],
  next: NewReviewer,
): Promise<boolean> {
  if (next.kind === 'role') {
    return reviewers.some((reviewer) => reviewer.kind === 'role' && reviewer.id === next.id);
  }
  const identity = await reviewerIdentity(trx, realm, next.id);
  return reviewers.some((reviewer) => covers(reviewer, identity));
}

/**
 * Hands the caller's reviewer entry on an item (their own, else the role that makes them a
 * reviewer) to another user or role with the same permissions but sign-off, which closes the
 * whole campaign and so stays with the reviewers the campaign named. Forward hands it to a user,
 * reassign to a user or a role; both need the forward permission and answer 409 when the new
 * reviewer already reviews the item.
 */
export async function handOverItem(
  db: Db,
  caller: GovernanceCaller,
  target: ItemTarget & { next: NewReviewer; comment: string },
  now: Date,
): Promise<ItemView> {
  return changeItem(
    db,
    caller,
    target,
    'forward',
    now,
    async (trx, { item, reviewers, identity }) => {
      await requireExisting(trx, caller.realm, target.next);
      if (await alreadyReviews(trx, caller.realm, reviewers, target.next)) {
        throw new CrestError(409, REVIEWER_ALREADY_ASSIGNED);
      }
      const handed = entryOf(reviewers, identity)!;
      return updateItem(trx, item, {
        reviewers: reviewers.map((reviewer) =>
          reviewer === handed
            ? { ...target.next, permissions: { ...handed.permissions, signOff: false } }
            : reviewer,
        ),
        ...(target.comment.trim() === ''
          ? {}
          : { comments: withComment(item, caller.userId, target.comment, now) }),
      });
    },
  );
}
