import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import {
  NotificationsContext,
  type NotificationsActor,
} from '../notifications/notifications-context.js';
import { isSignedInPage, useRouteGuardActor } from '../route-guard/route-guard-context.js';
import { SignedInSession } from './signed-in-session.js';

/** Starts the signed-in session's work once the route guard has a user on a protected page. */
export function SignedInScope({ children }: { children: ReactNode }) {
  const guard = useRouteGuardActor();
  const signedIn = useSelector(guard, isSignedInPage);
  const [notifications, setNotifications] = useState<NotificationsActor | null>(null);
  return (
    <NotificationsContext value={notifications}>
      {children}
      {signedIn ? <SignedInSession onNotifications={setNotifications} /> : null}
    </NotificationsContext>
  );
}
