import type { Principal } from '../auth/principal.js';
import type { Db } from '../store/db.js';
import { recordActivity } from './admin-activity.js';
import { KBA_INFO_PROPERTY } from './kba-info.js';

/** Attributes whose values never reach the activity log; a change to them shows as this mask. */
const SECRET_ATTRIBUTES = new Set(['password', KBA_INFO_PROPERTY]);
const SECRET_MASK = '********';

type Document = Record<string, unknown>;

/** Stands for a new password in the version after a change (the hash lives apart from the object). */
export const PASSWORD_CHANGED: Document = { password: SECRET_MASK };

/** The attributes that differ between two versions of an object, each side with its own value. */
export function changedAttributes(before: Document, after: Document) {
  const changed = { before: {} as Document, after: {} as Document };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const secret = SECRET_ATTRIBUTES.has(key);
    if (key in before) changed.before[key] = secret ? SECRET_MASK : before[key];
    if (key in after) changed.after[key] = secret ? SECRET_MASK : after[key];
  }
  return changed;
}

/**
 * Records a change someone made to another user's object (an administrator or a delegated
 * administrator); a user's changes to themself are their own, not administration.
 */
export async function recordManagedChange(
  db: Db,
  principal: Principal,
  target: { object: string; id: string; operation: 'update' | 'delete' },
  before: Document,
  after: Document | null,
) {
  const changed = changedAttributes(before, after ?? {});
  await recordActivity(db, principal, {
    objectType: `managed/${target.object}`,
    objectId: target.id,
    operation: target.operation,
    before: changed.before,
    after: after === null ? null : changed.after,
  });
}
