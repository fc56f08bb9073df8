import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RouteRequest, routeGuardMachine } from '../../../machines/routeGuardMachine.js';

export type RouteGuardActor = ActorRefFrom<typeof routeGuardMachine>;
type RouteGuardSnapshot = SnapshotFrom<typeof routeGuardMachine>;

export const RouteGuardContext = createContext<RouteGuardActor | null>(null);

export function useRouteGuardActor(): RouteGuardActor {
  const guard = useContext(RouteGuardContext);
  if (!guard) throw new Error('useRouteGuardActor needs a RouteGuardProvider');
  return guard;
}

/** Identifies a navigation, so a decision is only used for the location it was made for. */
export function routeRequestKey({ path, query }: Pick<RouteRequest, 'path' | 'query'>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export type GuardView = 'pending' | 'allowed' | 'forbidden' | 'notFound';

/** What to show for the navigation `key`, as the guard decided it. */
export function guardView(snapshot: RouteGuardSnapshot, key: string): GuardView {
  const { route } = snapshot.context;
  if (!route || routeRequestKey(route) !== key) return 'pending';
  if (snapshot.matches('allowed')) return 'allowed';
  if (snapshot.matches('forbidden')) return 'forbidden';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'pending';
}

/** Signed in and on a page that needs it: the session, idle timer and notifications run. */
export function isSignedInPage(snapshot: RouteGuardSnapshot): boolean {
  return (
    snapshot.matches('allowed') &&
    snapshot.context.user !== null &&
    snapshot.context.route?.requiresAuth === true
  );
}

export function hasLoadedUser(snapshot: RouteGuardSnapshot): boolean {
  return snapshot.context.user !== null;
}
