import type { CatalogItemConflict } from '../../../domain/request-cart.js';
import { CrestError } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { heldAccess } from '../grants/grant-store.js';
import { pendingAccess } from './request-store.js';
import type { RequestType } from './request-row.js';

/** Why a request is refused with 409: one is already pending, or the access is already held. */
type ConflictReason = 'duplicate' | 'existingAccess';

interface Pair {
  userId: string;
  itemId: string;
}

export interface Conflicts {
  pending: Pair[];
  held: Pair[];
}

function pairsIn(keys: Set<string>, userIds: readonly string[], itemIds: readonly string[]) {
  return userIds.flatMap((userId) =>
    itemIds
      .filter((itemId) => keys.has(`${userId} ${itemId}`))
      .map((itemId) => ({ userId, itemId })),
  );
}

/** The pairs of these users and items that already have a pending request, or the access. */
export async function findConflicts(
  db: Db,
  realm: string,
  requestType: RequestType,
  userIds: readonly string[],
  itemIds: readonly string[],
  now: Date,
): Promise<Conflicts> {
  const [pending, held] = await Promise.all([
    pendingAccess(db, realm, requestType, userIds, itemIds),
    requestType === 'grant' ? heldAccess(db, realm, userIds, itemIds, now) : new Set<string>(),
  ]);
  return { pending: pairsIn(pending, userIds, itemIds), held: pairsIn(held, userIds, itemIds) };
}

/** What requesting an item for these users would run into; a pending request comes first. */
export function conflictKind(conflicts: Conflicts): CatalogItemConflict {
  if (conflicts.pending.length > 0) return 'pendingRequest';
  if (conflicts.held.length > 0) return 'existingAccess';
  return 'none';
}

function conflictError(reason: ConflictReason, pairs: Pair[], message: string): CrestError {
  return new CrestError(409, message, {
    reason,
    userIds: [...new Set(pairs.map((pair) => pair.userId))],
    itemIds: [...new Set(pairs.map((pair) => pair.itemId))],
  });
}

/** Refuses with 409 and the reason when any pair conflicts. */
export function refuseConflicts(conflicts: Conflicts): void {
  if (conflicts.pending.length > 0) {
    throw conflictError(
      'duplicate',
      conflicts.pending,
      'A request for this item is already pending for one or more of the users',
    );
  }
  if (conflicts.held.length > 0) {
    throw conflictError(
      'existingAccess',
      conflicts.held,
      'One or more of the users already have this access',
    );
  }
}
