import type { SignedInUser } from '../../../machines/routeGuardMachine.js';
import { AM_ADMIN_USERNAME } from '../../../domain/user.js';

/**
 * The signed-in account as the route guard knows it: the access-management account id, which for
 * the AM administrator is `amadmin` (its IDM id is the internal `openidm-admin`).
 */
export function guardUser(me: { id: string; amAdmin: boolean }): SignedInUser {
  return { userId: me.amAdmin ? AM_ADMIN_USERNAME : me.id };
}
