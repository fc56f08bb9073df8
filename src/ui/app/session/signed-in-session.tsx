import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { SessionIdentity } from '../../../domain/session-validity.js';
import { idleTimeoutMachine } from '../../../machines/idleTimeoutMachine.js';
import { notificationsMachine } from '../../../machines/notificationsMachine.js';
import { hasErrorCode } from '../../lib/api-error.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import type { NotificationsActor } from '../notifications/notifications-context.js';
import { notificationsActors } from '../notifications/notifications-effects.js';
import { useSignOut } from '../sign-out/sign-out-context.js';
import { useToast } from '../toast/toast-context.js';
import { IdleWarning } from './idle-warning.js';
import { useMachineStateAttribute } from './machine-state-attribute.js';
import { SessionCheck } from './session-check.js';
import { SignedInSession_Session, sessionActors } from './session-effects.js';

export interface SignedInSessionProps {
  /** Receives the notifications actor while this session runs, and null once it stops. */
  onNotifications: (notifications: NotificationsActor | null) => void;
}

/** What runs while someone is signed in: session checks, the idle timer and notifications. */
export function SignedInSession({ onNotifications }: SignedInSessionProps) {
  const client = useApolloClient();
  const signOut = useSignOut();
  const showToast = useToast();
  const session = useMemo(() => sessionActors(client), [client]);
  const notificationEffects = useMemo(() => notificationsActors(client), [client]);

  const notifications = useActorRef(
    notificationsMachine.provide({
      actors: notificationEffects,
      actions: { notify: (_, notice) => showToast(notice) },
    }),
  );
  useEffect(() => {
    onNotifications(notifications);
    return () => onNotifications(null);
  }, [notifications, onNotifications]);

  const idle = useActorRef(
    idleTimeoutMachine.provide({
      actors: { refreshSession: session.refreshSession },
      actions: { requestSignOut: () => signOut() },
    }),
  );
  useMachineStateAttribute(idle, 'idleState');

  const [identity, setIdentity] = useState<SessionIdentity | null>(null);
  useEffect(() => {
    let current = true;
    client
      .query({
        query: SignedInSession_Session,
        fetchPolicy: 'network-only',
        context: CALLER_HANDLES_UNAUTHENTICATED,
      })
      .then(
        ({ data }) => {
          if (current && data) {
            const { subject, authTime, realm } = data.session;
            setIdentity({ subject, authTime, realm });
          }
        },
        (error: unknown) => {
          if (current && hasErrorCode(error, 'UNAUTHENTICATED')) signOut();
        },
      );
    return () => {
      current = false;
    };
  }, [client, signOut]);

  return (
    <>
      {identity ? (
        <SessionCheck
          identity={identity}
          checkSession={session.checkSession}
          idle={idle}
          onEnded={signOut}
        />
      ) : null}
      <IdleWarning idle={idle} />
    </>
  );
}
