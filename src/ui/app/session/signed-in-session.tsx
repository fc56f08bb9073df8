import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { idleTimeoutMachine } from '../../../machines/idleTimeoutMachine.js';
import { notificationsMachine } from '../../../machines/notificationsMachine.js';
import type { SessionInput } from '../../../machines/sessionMachine.js';
import { hasErrorCode } from '../../lib/api-error.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import type { NotificationsActor } from '../notifications/notifications-context.js';
import { notificationsActors } from '../notifications/notifications-effects.js';
import { useSignOut } from '../sign-out/sign-out-context.js';
import { useToast } from '../toast/toast-context.js';
import { IdleWarning } from './idle-warning.js';
import { useMachineStateAttribute } from './machine-state-attribute.js';
import { SessionCheck } from './session-check.js';
import { SignedInSession_Session, sessionActors, sessionInfo } from './session-effects.js';

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

  const [started, setStarted] = useState<SessionInput | null>(null);
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
          if (!current || !data) return;
          const { subject, authTime, realm } = data.session;
          const { maxIdleExpirationTime, observedAt } = sessionInfo(data.session, Date.now());
          idle.send({ type: 'session.update', maxIdleExpirationTime, observedAt });
          setStarted({ subject, authTime, realm, maxIdleExpirationTime, observedAt });
        },
        (error: unknown) => {
          if (current && hasErrorCode(error, 'UNAUTHENTICATED')) signOut();
        },
      );
    return () => {
      current = false;
    };
  }, [client, signOut, idle]);

  return (
    <>
      {started ? (
        <SessionCheck
          started={started}
          checkSession={session.checkSession}
          idle={idle}
          onEnded={signOut}
        />
      ) : null}
      <IdleWarning idle={idle} />
    </>
  );
}
