import { getFragmentData } from '../../gql/index.js';
import type { ShellUser } from '../layout/app-layout.js';
import { SideMenu_MeFragment } from '../layout/side-menu-me-fragment.js';
import { hasRequiredRole, type RouteGuard } from '../routes.js';
import type { GuardView } from './route-guard-context.js';

/**
 * The guard's decision with the route's required roles applied: an allowed route that requires a
 * role waits for the signed-in user, then is Forbidden to a user without one of the roles.
 */
export function withRequiredRoles(
  view: GuardView,
  guard: RouteGuard,
  user: ShellUser | undefined,
): GuardView {
  if (view !== 'allowed' || !guard.roles) return view;
  if (!user) return 'pending';
  const { idmRoles, amRoles } = getFragmentData(SideMenu_MeFragment, user.me);
  return hasRequiredRole(guard, new Set([...idmRoles, ...amRoles])) ? 'allowed' : 'forbidden';
}
