import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  NotificationsContext,
  type NotificationsActor,
} from '../notifications/notifications-context.js';
import { isSignedInPage, useRouteGuardActor } from '../route-guard/route-guard-context.js';

/** Session checks, the idle timer and notifications: a chunk of their own, which Login skips. */
const SignedInSession = lazy(async () => ({
  default: (await import('./signed-in-session.js')).SignedInSession,
}));

/** Starts the signed-in session's work once the route guard has a user on a protected page. */
export function SignedInScope({ children }: { children: ReactNode }) {
  const guard = useRouteGuardActor();
  const signedIn = useSelector(guard, isSignedInPage);
  const [notifications, setNotifications] = useState<NotificationsActor | null>(null);
  return (
    <NotificationsContext value={notifications}>
      {children}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInSession onNotifications={setNotifications} />
        </Suspense>
      ) : null}
    </NotificationsContext>
  );
}
